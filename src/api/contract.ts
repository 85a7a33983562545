import type { EndpointName } from './endpoints';
import type { SchemaTypes } from './types.generated';

/**
 * The platform's contract: which schema (by title, schema/api/<title>.json)
 * checks each endpoint's request body and response value. The sandbox
 * validates its wire traffic with it and the portal derives each call's
 * types from it (`api.call('gameList')` resolves to `ResponseOf<'gameList'>`),
 * so client and sandbox cannot drift. `satisfies Record<EndpointName, …>`
 * makes a new endpoint without a schema a type error.
 *
 * Add a row here when you add an endpoint to endpoints.ts (and its schema to
 * schema/api/, then `npm run schema:types`).
 */
export interface EndpointSchemas {
  body?: keyof SchemaTypes;
  value: keyof SchemaTypes;
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
  merchantWallet: { value: 'MerchantWallet' },
  walletTransfer: { body: 'WalletTransferRequest', value: 'WalletTransferValue' },
  raffleClaim: { body: 'RaffleClaimRequest', value: 'RaffleClaim' },
  pointsReward: { value: 'PointsReward' },
  pointsConfig: { value: 'PointsConfig' },
  pointsRedeemList: { value: 'PointsRedeemList' },
  pointsRedeem: { body: 'PointsRedeemRequest', value: 'PointsRedeemValue' },
  pointsConvert: { body: 'PointsConvertRequest', value: 'PointsConvertValue' },
  dividend: { value: 'DividendValue' },
  dailySalary: { value: 'DailySalaryValue' },
  hourlySalaryContract: { body: 'SalaryContractRequest', value: 'SalaryContract' },
  realtimeSalaryContract: { body: 'SalaryContractRequest', value: 'SalaryContract' },
  consolidatedContract: { value: 'ConsolidatedContract' },
  chatMessageCount: { value: 'UnreadCount' },
  chatLanguage: { body: 'ChatLanguageRequest', value: 'ChatLanguage' },
  missionSummary: { value: 'MissionSummary' },
  missionLeaderboard: { value: 'MissionLeaderboard' },
  pvpRooms: { value: 'PvpRooms' },
  promotionStates: { value: 'PromotionStates' },
  promotionJoin: { body: 'PromotionActionRequest', value: 'PromotionState' },
  promotionClaim: { body: 'PromotionActionRequest', value: 'PromotionState' },
  promotionImage: { body: 'PromotionImageRequest', value: 'PromotionImage' },
  promotionApply: { body: 'PromotionApplyRequest', value: 'PromotionState' },
  rewardCenter: { value: 'RewardCenter' },
  referralInfo: { value: 'ReferralInfo' },
  messageList: { value: 'MessageList' },
  messageDetail: { value: 'PlatformMessage' },
  messageRead: { body: 'MessageIdsRequest', value: 'UnreadCount' },
  messageDelete: { body: 'MessageIdsRequest', value: 'UnreadCount' },
  memberAvatar: { value: 'MemberAvatar' },
  memberNickname: { body: 'NicknameRequest', value: 'NicknameValue' },
  loginVerifySms: { body: 'LoginVerifySmsRequest', value: 'SmsValue' },
  loginVerify: { body: 'LoginVerifyRequest', value: 'LoginValue' },
  bettingRecords: { value: 'BettingRecords' },
  memberTransactionDetail: { value: 'AccountRecords' },
  profitLoss: { value: 'ProfitLossRecords' },
  bonusDetails: { value: 'BonusRecords' },
  agentTeamOverview: { value: 'AgentTeamOverview' },
  agentDownlines: { value: 'AgentDownlines' },
  agentDownlineDetail: { value: 'AgentDownlineDetail' },
  agentRegisterDownline: { body: 'RegisterRequest', value: 'AgentRegisterValue' },
  agentTeamBets: { value: 'AgentTeamBets' },
  agentTeamProfit: { value: 'AgentTeamProfit' },
  agentContracts: { value: 'AgentContracts' },
  agentContractAccept: { body: 'AgentContractActionRequest', value: 'AgentContractActionValue' },
  agentContractReject: { body: 'AgentContractActionRequest', value: 'AgentContractActionValue' },
  agentContractTerminate: { body: 'AgentContractActionRequest', value: 'AgentContractActionValue' },
  agentContractRequest: { body: 'AgentContractRequest', value: 'AgentContract' },
  agentTerminationRequest: { body: 'AgentContractActionRequest', value: 'AgentContract' },
  agentSettlements: { value: 'AgentSettlements' },
  agentIncome: { value: 'AgentIncome' },
  agentTransferDownline: { body: 'AgentTransferRequest', value: 'AgentTransferValue' },
  agentTransferUpline: { body: 'AgentTransferRequest', value: 'AgentTransferValue' },
  agentTransactions: { value: 'AgentTransactions' },
  agentAnnouncements: { value: 'AgentAnnouncements' },
} as const satisfies Record<EndpointName, EndpointSchemas>;

type Contract = typeof contract;

/** The response value's type of an endpoint, derived from its schema. */
export type ResponseOf<N extends EndpointName> = SchemaTypes[Contract[N]['value']];

/** The request body's type of an endpoint (never when it takes none). */
export type RequestOf<N extends EndpointName> = Contract[N] extends { body: infer B extends keyof SchemaTypes } ? SchemaTypes[B] : never;
