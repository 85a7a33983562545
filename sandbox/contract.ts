import type { EndpointName } from '../src/api/endpoints';

/**
 * Which schema (by title, schema/api/<title>.json) checks each endpoint's
 * request body and response value. `satisfies Record<EndpointName, …>` makes a
 * new endpoint without a schema a type error.
 */
export interface EndpointSchemas {
  body?: string;
  value: string;
}

export const contract = {
  systemStatus: { value: 'SystemStatus' },
  permission: { value: 'Permission' },
  settingsTree: { value: 'SettingsTree' },
  registerSettings: { value: 'RegisterSettings' },
  domainRoute: { value: 'DomainRoute' },
  helpCenter: { value: 'HelpCenter' },
  feedback: { body: 'FeedbackRequest', value: 'FeedbackValue' },
  publicKey: { value: 'PublicKey' },
  resources: { value: 'Resources' },
  customerService: { value: 'ServiceLinks' },
  countries: { value: 'CountriesValue' },
  loginState: { value: 'LoginState' },
  notices: { value: 'NoticesValue' },
  memberNotices: { value: 'NoticesValue' },
  winners: { value: 'Winners' },
  banners: { value: 'Banners' },
  login: { body: 'LoginRequest', value: 'LoginValue' },
  loginFreePlay: { body: 'FreePlayRequest', value: 'LoginValue' },
  logout: { value: 'Empty' },
  captcha: { value: 'CaptchaValue' },
  smsNoLogin: { body: 'SmsRequest', value: 'SmsValue' },
  smsRegister: { body: 'SmsRequest', value: 'SmsValue' },
  smsForgotPassword: { body: 'SmsRequest', value: 'SmsValue' },
  memberInfo: { value: 'MemberInfo' },
  memberIcon: { value: 'MemberIcon' },
  register: { body: 'RegisterRequest', value: 'RegisterValue' },
  registerMobile: { body: 'RegisterRequest', value: 'RegisterValue' },
  changePassword: { body: 'ChangePasswordRequest', value: 'Empty' },
  forgotPasswordEmail: { body: 'ForgotPasswordEmailRequest', value: 'Empty' },
  setPasswordByPhone: { body: 'SetPasswordByPhoneRequest', value: 'LoginValue' },
  affiliateCheck: { value: 'AffiliateValue' },
  balance: { value: 'Balance' },
  consolidatedFunds: { value: 'ConsolidatedFunds' },
  unreadCount: { value: 'UnreadCount' },
  chatUrl: { value: 'ChatUrl' },
  gameMenus: { value: 'GameMenus' },
  popularGames: { value: 'GameList' },
  launchGame: { value: 'LaunchValue' },
  vnLotteryMenu: { value: 'VnLotteryMenu' },
  hotGames: { value: 'GameList' },
  gameList: { value: 'GameListPage' },
  vendors: { value: 'Vendors' },
  subGames: { value: 'GameList' },
  favouriteIds: { value: 'FavouriteIds' },
  favouriteList: { value: 'FavouriteList' },
  favouriteAdd: { body: 'FavouriteRequest', value: 'Empty' },
  favouriteRemove: { value: 'Empty' },
  recentGames: { value: 'GameList' },
  lotteryLobby: { value: 'LaunchValue' },
  vnPopularLottery: { value: 'GameList' },
  vnNumbers: { value: 'VnNumbers' },
  vnOpenedNumbers: { value: 'VnOpened' },
  vnRecent: { value: 'GameList' },
  promotions: { value: 'Promotions' },
  promotionDetail: { value: 'Promotion' },
  pointsItems: { value: 'PointsItems' },
  pointsBalance: { value: 'PointsBalance' },
} as const satisfies Record<EndpointName, EndpointSchemas>;
