import type { SchemaTypes } from './types.generated';

/**
 * The platform's calls (spec §7) as the one table of the contract: the sandbox registers its routes from it, the
 * portal's client calls through it, `npm run contract` writes docs/openapi.json from it, and each call's types
 * derive from its schemas (src/api/contract.ts), so none of them can drift.
 *
 * - `value`, `body`: titles of the schemas (schema/api/<title>.json) of the answer's value and the request body.
 * - `token`: 'required' sends and needs the session token; 'optional' sends it
 *   when there is one (lists that personalise for members but serve visitors).
 * - `encrypted`: the body is sealed with the platform's public key (RSA-OAEP
 *   wrapping an AES-GCM key, see src/api/crypto.ts); plaintext is refused.
 * - `idempotent`: a money- or state-changing call; it needs an Idempotency-Key
 *   header and the platform applies the same key once (src/api/mutation.ts sends one).
 * - Paths the spec lists are kept verbatim; paths it leaves unshown were chosen
 *   here and are documented in sandbox/README.md. An operator's platform may
 *   answer elsewhere: its profile says where (src/api/profile.ts).
 *
 * Adding a call: a row here, its schemas in schema/api/ (then `npm run schema:types`), its sandbox route, then
 * `npm run contract` to refresh docs/openapi.json.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type SchemaName = keyof SchemaTypes;

export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly token: 'required' | 'optional' | 'none';
  readonly encrypted: boolean;
  readonly idempotent: boolean;
  readonly body?: SchemaName;
  readonly value: SchemaName;
}

interface CallSpec {
  body?: SchemaName;
  value: SchemaName;
  token?: EndpointDef['token'];
  encrypted?: boolean;
  idempotent?: boolean;
}

/** A row keeps its schema titles as literal types: ResponseOf<'gameList'> is read from them. */
type Row<S extends CallSpec> = EndpointDef & { readonly value: S['value'] } & (S extends { body: infer B extends SchemaName }
    ? { readonly body: B }
    : { readonly body?: undefined });

const call =
  (method: HttpMethod) =>
  <const S extends CallSpec>(path: string, spec: S): Row<S> =>
    ({
      method,
      path,
      token: spec.token ?? 'none',
      encrypted: spec.encrypted ?? false,
      idempotent: spec.idempotent ?? false,
      body: spec.body,
      value: spec.value,
    }) as Row<S>;
const get = call('GET');
const post = call('POST');
const put = call('PUT');
const del = call('DELETE');

export const endpoints = {
  // --- system (listed in §7) ---
  systemStatus: get('/wps/system/status', { value: 'SystemStatus' }),
  permission: get('/wps/system/permission', { value: 'Permission' }),
  settingsTree: get('/wps/system/whitelabel', { value: 'SettingsTree' }),
  registerSettings: get('/wps/system/setting/register', { value: 'RegisterSettings' }),
  domainRoute: get('/wps/system/domainRoute', { value: 'DomainRoute' }),
  helpCenter: get('/wps/system/helpCenter', { value: 'HelpCenter' }),
  feedback: put('/wps/feedback', { body: 'FeedbackRequest', value: 'FeedbackValue', token: 'optional' }),
  // --- system (paths chosen here) ---
  publicKey: get('/wps/system/publicKey', { value: 'PublicKey' }),
  resources: get('/wps/system/resources', { value: 'Resources' }),
  customerService: get('/wps/system/customerService', { value: 'ServiceLinks' }),
  countries: get('/wps/system/countries', { value: 'CountriesValue' }),
  loginState: get('/wps/system/loginState', { value: 'LoginState' }),
  notices: get('/wps/notice/list', { value: 'NoticesValue' }),
  memberNotices: get('/wps/notice/member', { value: 'NoticesValue', token: 'required' }),
  winners: get('/wps/winners', { value: 'Winners' }),
  /** Banners of one server group (`groupName` query; brands map route groups to names, §2). */
  banners: get('/wps/system/banners', { value: 'Banners' }),

  // --- session and member (listed) ---
  login: post('/wps/session/login', { body: 'LoginRequest', value: 'LoginValue', encrypted: true }),
  loginFreePlay: post('/wps/session/login/freeplay', { body: 'FreePlayRequest', value: 'LoginValue', encrypted: true }),
  logout: del('/wps/session/logout', { value: 'Empty', token: 'required' }),
  captcha: get('/wps/captcha', { value: 'CaptchaValue' }),
  smsNoLogin: post('/wps/verification/sms/noLogin', { body: 'SmsRequest', value: 'SmsValue' }),
  smsRegister: post('/wps/verification/sms/register', { body: 'SmsRequest', value: 'SmsValue' }),
  memberInfo: get('/wps/member/info', { value: 'MemberInfo', token: 'required' }),
  memberIcon: get('/wps/member/info/icon', { value: 'MemberIcon', token: 'required' }),
  register: put('/wps/member/register', { body: 'RegisterRequest', value: 'RegisterValue', encrypted: true }),
  registerMobile: put('/wps/member/register/mobile', { body: 'RegisterRequest', value: 'RegisterValue', encrypted: true }),
  changePassword: post('/wps/member/password', { body: 'ChangePasswordRequest', value: 'Empty', token: 'required', encrypted: true }),
  forgotPasswordEmail: post('/wps/member/password/email', { body: 'ForgotPasswordEmailRequest', value: 'Empty' }),
  setPasswordByPhone: post('/wps/member/password/verification', { body: 'SetPasswordByPhoneRequest', value: 'LoginValue', encrypted: true }),
  affiliateCheck: get('/wps/agent/affiliate', { value: 'AffiliateValue' }),
  balance: get('/wps/v2/wallets/balance', { value: 'Balance', token: 'required' }),
  consolidatedFunds: get('/wps/member/info/funds/consolidated', { value: 'ConsolidatedFunds', token: 'required' }),
  // --- session and member (paths chosen here) ---
  smsForgotPassword: post('/wps/verification/sms/forgot', { body: 'SmsRequest', value: 'SmsValue' }),
  unreadCount: get('/wps/member/messages/unread', { value: 'UnreadCount', token: 'required' }),
  chatUrl: get('/wps/chat/url', { value: 'ChatUrl', token: 'required' }),

  // --- games (listed) ---
  gameMenus: get('/lgw/games/game_menus', { value: 'GameMenus' }),
  popularGames: get('/lgw/games/popular', { value: 'GameList' }),
  launchGame: get('/wps/game/launchGame', { value: 'LaunchValue', token: 'required' }),
  vnLotteryMenu: get('/lgw/vn/games/game_menu', { value: 'VnLotteryMenu' }),
  // --- games (paths chosen here) ---
  hotGames: get('/lgw/games/hot', { value: 'GameList' }),
  gameList: get('/lgw/games/list', { value: 'GameListPage', token: 'optional' }),
  vendors: get('/lgw/games/vendors', { value: 'Vendors' }),
  subGames: get('/lgw/games/sub_games', { value: 'GameList' }),
  favouriteIds: get('/wps/member/favourites/ids', { value: 'FavouriteIds', token: 'required' }),
  favouriteList: get('/wps/member/favourites', { value: 'FavouriteList', token: 'required' }),
  favouriteAdd: post('/wps/member/favourites', { body: 'FavouriteRequest', value: 'Empty', token: 'required' }),
  favouriteRemove: del('/wps/member/favourites', { value: 'Empty', token: 'required' }),
  recentGames: get('/wps/member/games/recent', { value: 'GameList', token: 'required' }),
  lotteryLobby: get('/lgw/lottery/lobby', { value: 'LaunchValue', token: 'optional' }),
  vnPopularLottery: get('/lgw/vn/games/popular', { value: 'GameList' }),
  vnNumbers: get('/lgw/vn/games/numbers', { value: 'VnNumbers' }),
  vnOpenedNumbers: get('/lgw/vn/games/opened', { value: 'VnOpened' }),
  vnRecent: get('/lgw/vn/games/recent', { value: 'GameList', token: 'required' }),

  // --- promotions and points (paths chosen here) ---
  promotions: get('/wps/promotions', { value: 'Promotions' }),
  promotionDetail: get('/wps/promotions/detail', { value: 'Promotion' }),
  pointsItems: get('/wps/points/items', { value: 'PointsItems' }),
  pointsBalance: get('/wps/points/balance', { value: 'PointsBalance', token: 'required' }),

  // --- wallets, points, promotions, agent contracts, chat, missions, PVP (§7 "Other calls"; paths chosen here) ---
  merchantWallet: get('/wps/v2/wallets/merchant', { value: 'MerchantWallet', token: 'required' }),
  walletTransfer: post('/wps/v2/wallets/transfer', { body: 'WalletTransferRequest', value: 'WalletTransferValue', token: 'required', idempotent: true }),
  raffleClaim: post('/wps/promotions/raffle', { body: 'RaffleClaimRequest', value: 'RaffleClaim', token: 'required', idempotent: true }),
  pointsReward: get('/wps/points/reward', { value: 'PointsReward', token: 'required' }),
  pointsConfig: get('/wps/points/config', { value: 'PointsConfig' }),
  pointsRedeemList: get('/wps/points/redeem', { value: 'PointsRedeemList', token: 'required' }),
  /** Redeem and convert carry the member's login password (password check): sealed like changePassword. */
  pointsRedeem: post('/wps/points/redeem', { body: 'PointsRedeemRequest', value: 'PointsRedeemValue', token: 'required', encrypted: true, idempotent: true }),
  pointsConvert: post('/wps/points/convert', {
    body: 'PointsConvertRequest',
    value: 'PointsConvertValue',
    token: 'required',
    encrypted: true,
    idempotent: true,
  }),
  dividend: get('/wps/agent/contract/dividend', { value: 'DividendValue', token: 'required' }),
  dailySalary: get('/wps/agent/contract/dailySalary', { value: 'DailySalaryValue', token: 'required' }),
  hourlySalaryContract: post('/wps/agent/contract/hourlySalary', { body: 'SalaryContractRequest', value: 'SalaryContract', token: 'required' }),
  realtimeSalaryContract: post('/wps/agent/contract/realtimeSalary', { body: 'SalaryContractRequest', value: 'SalaryContract', token: 'required' }),
  consolidatedContract: get('/wps/agent/contract/consolidated', { value: 'ConsolidatedContract', token: 'required' }),
  chatMessageCount: get('/wps/chat/messages/count', { value: 'UnreadCount', token: 'required' }),
  chatLanguage: post('/wps/chat/language', { body: 'ChatLanguageRequest', value: 'ChatLanguage', token: 'required' }),
  missionSummary: get('/wps/missions/summary', { value: 'MissionSummary', token: 'required' }),
  missionLeaderboard: get('/wps/missions/leaderboard', { value: 'MissionLeaderboard', token: 'required' }),
  pvpRooms: get('/lgw/games/pvp/rooms', { value: 'PvpRooms', token: 'required' }),

  // --- engagement: promotion participation, reward centre, invite friends (paths chosen here) ---
  promotionStates: get('/wps/promotions/states', { value: 'PromotionStates', token: 'required' }),
  promotionJoin: post('/wps/promotions/join', { body: 'PromotionActionRequest', value: 'PromotionState', token: 'required', idempotent: true }),
  promotionClaim: post('/wps/promotions/claim', { body: 'PromotionActionRequest', value: 'PromotionState', token: 'required', idempotent: true }),
  /** One activity-application image (base64 PNG/JPG ≤ 5 MB), before promotionApply names it. */
  promotionImage: post('/wps/promotions/application/image', { body: 'PromotionImageRequest', value: 'PromotionImage', token: 'required' }),
  promotionApply: post('/wps/promotions/application', { body: 'PromotionApplyRequest', value: 'PromotionState', token: 'required', idempotent: true }),
  rewardCenter: get('/wps/rewards', { value: 'RewardCenter', token: 'required' }),
  referralInfo: get('/wps/member/referral', { value: 'ReferralInfo', token: 'required' }),
  // --- platform messages (messageV2), my account, unregistered-IP login step (paths chosen here) ---
  messageList: get('/wps/member/messages', { value: 'MessageList', token: 'required' }),
  messageDetail: get('/wps/member/messages/detail', { value: 'PlatformMessage', token: 'required' }),
  messageRead: post('/wps/member/messages/read', { body: 'MessageIdsRequest', value: 'UnreadCount', token: 'required' }),
  messageDelete: post('/wps/member/messages/delete', { body: 'MessageIdsRequest', value: 'UnreadCount', token: 'required' }),
  /** Avatar relay (§7): the member's picture through the platform, or null (fallback avatar). */
  memberAvatar: get('/wps/member/avatar', { value: 'MemberAvatar', token: 'required' }),
  memberNickname: post('/wps/member/info/nickname', { body: 'NicknameRequest', value: 'NicknameValue', token: 'required' }),
  /** After an IP_VERIFICATION_REQUIRED login refusal: send the SMS code to the bound phone, then verify one method (§4). */
  loginVerifySms: post('/wps/session/login/verify/sms', { body: 'LoginVerifySmsRequest', value: 'SmsValue' }),
  loginVerify: post('/wps/session/login/verify', { body: 'LoginVerifyRequest', value: 'LoginValue' }),
  /** Human verification (issue 32): a challenge of the merchant's provider, and its verdict as a one-use pass token for an SMS send. */
  humanChallenge: get('/wps/human/challenge', { value: 'HumanChallenge' }),
  humanVerify: post('/wps/human/verify', { body: 'HumanVerifyRequest', value: 'HumanVerifyValue' }),
  /** Third-party sign-in and Firebase phone auth (issue 32): the merchant's OpenID Connect clients and Firebase configuration. */
  signInConfig: get('/wps/session/signin/config', { value: 'SignInConfig' }),
  /** Changing the phone (issue 32): a code to the new number (smsBindPhone), then the change with a step-up proof. */
  smsBindPhone: post('/wps/member/mobile/sms', { body: 'SmsRequest', value: 'SmsValue', token: 'required' }),
  memberMobileChange: post('/wps/member/mobile', { body: 'MobileChangeRequest', value: 'MemberMobile', token: 'required', idempotent: true }),
  /** Signed-in devices (ASVS 7.4.3, 7.5.2): the member's sessions, and ending one or every other (paths chosen here). */
  memberSessions: get('/wps/member/sessions', { value: 'MemberSessions', token: 'required' }),
  memberSessionRevoke: post('/wps/member/sessions/revoke', { body: 'SessionRevokeRequest', value: 'SessionRevokeValue', token: 'required' }),

  // --- records: betting, account (§7 "member transaction detail"), profit and loss, bonus details (paths chosen here) ---
  bettingRecords: get('/wps/member/records/bets', { value: 'BettingRecords', token: 'required' }),
  memberTransactionDetail: get('/wps/member/transaction/detail', { value: 'AccountRecords', token: 'required' }),
  profitLoss: get('/wps/member/records/profit', { value: 'ProfitLossRecords', token: 'required' }),
  bonusDetails: get('/wps/member/records/bonus', { value: 'BonusRecords', token: 'required' }),
  // --- agent centre (§2, §3/§4 contracts, §6, §9; paths chosen here; agent accounts only) ---
  agentTeamOverview: get('/wps/agent/team/overview', { value: 'AgentTeamOverview', token: 'required' }),
  agentDownlines: get('/wps/agent/team/downlines', { value: 'AgentDownlines', token: 'required' }),
  agentDownlineDetail: get('/wps/agent/team/downline', { value: 'AgentDownlineDetail', token: 'required' }),
  agentRegisterDownline: put('/wps/agent/team/register', {
    body: 'RegisterRequest',
    value: 'AgentRegisterValue',
    token: 'required',
    encrypted: true,
    idempotent: true,
  }),
  agentTeamBets: get('/wps/agent/team/bets', { value: 'AgentTeamBets', token: 'required' }),
  agentTeamProfit: get('/wps/agent/team/profit', { value: 'AgentTeamProfit', token: 'required' }),
  agentContracts: get('/wps/agent/contracts', { value: 'AgentContracts', token: 'required' }),
  agentContractAccept: post('/wps/agent/contracts/accept', {
    body: 'AgentContractActionRequest',
    value: 'AgentContractActionValue',
    token: 'required',
    idempotent: true,
  }),
  agentContractReject: post('/wps/agent/contracts/reject', {
    body: 'AgentContractActionRequest',
    value: 'AgentContractActionValue',
    token: 'required',
    idempotent: true,
  }),
  agentContractTerminate: post('/wps/agent/contracts/terminate', {
    body: 'AgentContractActionRequest',
    value: 'AgentContractActionValue',
    token: 'required',
    idempotent: true,
  }),
  agentContractRequest: post('/wps/agent/contracts/request', { body: 'AgentContractRequest', value: 'AgentContract', token: 'required', idempotent: true }),
  agentTerminationRequest: post('/wps/agent/contracts/termination', {
    body: 'AgentContractActionRequest',
    value: 'AgentContract',
    token: 'required',
    idempotent: true,
  }),
  agentSettlements: get('/wps/agent/settlements', { value: 'AgentSettlements', token: 'required' }),
  agentIncome: get('/wps/agent/income', { value: 'AgentIncome', token: 'required' }),
  agentTransferDownline: post('/wps/agent/transfer/downline', {
    body: 'AgentTransferRequest',
    value: 'AgentTransferValue',
    token: 'required',
    idempotent: true,
  }),
  agentTransferUpline: post('/wps/agent/transfer/upline', { body: 'AgentTransferRequest', value: 'AgentTransferValue', token: 'required', idempotent: true }),
  agentTransactions: get('/wps/agent/transactions', { value: 'AgentTransactions', token: 'required' }),
  agentAnnouncements: get('/wps/agent/announcements', { value: 'AgentAnnouncements', token: 'required' }),
  // --- wallet: deposit, bank cards, payment password, withdrawal, upline transfer (issue 9; paths chosen here, sandbox/README.md) ---
  depositChannels: get('/wps/v2/deposit/channels', { value: 'DepositChannels', token: 'required' }),
  /** Idempotent: send an Idempotency-Key (src/api/mutation.ts does). */
  depositCreate: post('/wps/v2/deposit/orders', { body: 'DepositCreateRequest', value: 'DepositOrder', token: 'required', idempotent: true }),
  depositOrder: get('/wps/v2/deposit/order', { value: 'DepositOrder', token: 'required' }),
  bankCards: get('/wps/v2/bankcards', { value: 'BankCards', token: 'required' }),
  bankCardBind: post('/wps/v2/bankcards', { body: 'BankCardBindRequest', value: 'BankCard', token: 'required', idempotent: true }),
  bankCardUnbind: del('/wps/v2/bankcards', { body: 'StepUpRequest', value: 'Empty', token: 'required', idempotent: true }),
  /** Step-up (ASVS 7.5.1): an SMS code to the member's bound phone, good for 10 minutes, proving a card or phone change. */
  stepUpSms: post('/wps/v2/step-up/sms', { body: 'StepUpSmsRequest', value: 'SmsValue', token: 'required' }),
  paymentPassword: get('/wps/v2/payment-password', { value: 'PaymentPasswordState', token: 'required' }),
  paymentPasswordSet: post('/wps/v2/payment-password', { body: 'PaymentPasswordSetRequest', value: 'Empty', token: 'required', idempotent: true }),
  /** A forgotten payment password: a new one after an SMS code to the bound phone (stepUpSms); its lock ends. */
  paymentPasswordReset: post('/wps/v2/payment-password/reset', { body: 'PaymentPasswordResetRequest', value: 'Empty', token: 'required', idempotent: true }),
  withdrawInfo: get('/wps/v2/withdraw/info', { value: 'WithdrawInfo', token: 'required' }),
  withdrawCreate: post('/wps/v2/withdraw', { body: 'WithdrawRequest', value: 'Withdrawal', token: 'required', idempotent: true }),
  withdrawals: get('/wps/v2/withdraw/list', { value: 'Withdrawals', token: 'required' }),
  withdrawConfirm: post('/wps/v2/withdraw/confirm', { body: 'WithdrawConfirmRequest', value: 'Withdrawal', token: 'required', idempotent: true }),
  uplineInfo: get('/wps/v2/wallets/upline', { value: 'UplineInfo', token: 'required' }),
  uplineTransfer: post('/wps/v2/wallets/upline', { body: 'UplineTransferRequest', value: 'UplineTransferValue', token: 'required', idempotent: true }),
  // --- player protection (issue 28; paths chosen here, sandbox/README.md) ---
  protection: get('/wps/member/protection', { value: 'ProtectionState', token: 'required' }),
  protectionLimitSet: post('/wps/member/protection/limits', { body: 'ProtectionLimitRequest', value: 'ProtectionState', token: 'required', idempotent: true }),
  /** A time-out or self-exclusion: every session of the account ends at once. */
  protectionBlock: post('/wps/member/protection/block', { body: 'ProtectionBlockRequest', value: 'ProtectionBlockValue', token: 'required', idempotent: true }),
  protectionPrompt: post('/wps/member/protection/prompt', { body: 'ProtectionPromptRequest', value: 'ProtectionState', token: 'required' }),
  realityCheck: get('/wps/member/protection/session', { value: 'RealityCheck', token: 'required' }),
  activityStatement: get('/wps/member/protection/statement', { value: 'ActivityStatement', token: 'required' }),
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;

/**
 * Every answer of the platform is wrapped the same way; the client unwraps it in
 * one place (src/api/client.ts) and features only ever see `value`.
 * `code` is '0' on success; other codes are listed in sandbox/README.md and map
 * to the §8 catalogue in src/api/errors.ts.
 */
export interface Envelope<T> {
  success: boolean;
  code: string;
  message: string;
  value: T;
}

/** Request headers the platform reads. */
export const headers = {
  merchant: 'Merchant',
  token: 'Authorization', // `Bearer <token>`
  language: 'Language',
  /** One key per intent of a money- or state-changing call: the platform applies a key once (route option `idempotent`). */
  idempotencyKey: 'Idempotency-Key',
} as const;
