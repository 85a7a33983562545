/**
 * The platform's calls (spec §7) as one table: the sandbox registers its routes
 * from it and the portal's client calls through it, so the two cannot drift.
 *
 * - `token`: 'required' sends and needs the session token; 'optional' sends it
 *   when there is one (lists that personalise for members but serve visitors).
 * - `encrypted`: the body is sealed with the platform's public key (RSA-OAEP
 *   wrapping an AES-GCM key, see src/api/crypto.ts); plaintext is refused.
 * - Paths the spec lists are kept verbatim; paths it leaves unshown were chosen
 *   here and are documented in sandbox/README.md.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointDef {
  readonly method: HttpMethod;
  readonly path: string;
  readonly token: 'required' | 'optional' | 'none';
  readonly encrypted: boolean;
}

const get = (path: string, token: EndpointDef['token'] = 'none'): EndpointDef => ({ method: 'GET', path, token, encrypted: false });
const post = (path: string, token: EndpointDef['token'] = 'none', encrypted = false): EndpointDef => ({ method: 'POST', path, token, encrypted });
const put = (path: string, token: EndpointDef['token'] = 'none', encrypted = false): EndpointDef => ({ method: 'PUT', path, token, encrypted });
const del = (path: string, token: EndpointDef['token'] = 'none'): EndpointDef => ({ method: 'DELETE', path, token, encrypted: false });

export const endpoints = {
  // --- system (listed in §7) ---
  systemStatus: get('/wps/system/status'),
  permission: get('/wps/system/permission'),
  settingsTree: get('/wps/system/whitelabel'),
  registerSettings: get('/wps/system/setting/register'),
  domainRoute: get('/wps/system/domainRoute'),
  helpCenter: get('/wps/system/helpCenter'),
  feedback: put('/wps/feedback', 'optional'),
  // --- system (paths chosen here) ---
  publicKey: get('/wps/system/publicKey'),
  resources: get('/wps/system/resources'),
  customerService: get('/wps/system/customerService'),
  countries: get('/wps/system/countries'),
  loginState: get('/wps/system/loginState'),
  notices: get('/wps/notice/list'),
  memberNotices: get('/wps/notice/member', 'required'),
  winners: get('/wps/winners'),
  /** Banners of one server group (`groupName` query; brands map route groups to names, §2). */
  banners: get('/wps/system/banners'),

  // --- session and member (listed) ---
  login: post('/wps/session/login', 'none', true),
  loginFreePlay: post('/wps/session/login/freeplay'),
  logout: del('/wps/session/logout', 'required'),
  captcha: get('/wps/captcha'),
  smsNoLogin: post('/wps/verification/sms/noLogin'),
  smsRegister: post('/wps/verification/sms/register'),
  memberInfo: get('/wps/member/info', 'required'),
  memberIcon: get('/wps/member/info/icon', 'required'),
  register: put('/wps/member/register', 'none', true),
  registerMobile: put('/wps/member/register/mobile', 'none', true),
  changePassword: post('/wps/member/password', 'required', true),
  forgotPasswordEmail: post('/wps/member/password/email'),
  setPasswordByPhone: post('/wps/member/password/verification', 'none', true),
  affiliateCheck: get('/wps/agent/affiliate'),
  balance: get('/wps/v2/wallets/balance', 'required'),
  consolidatedFunds: get('/wps/member/info/funds/consolidated', 'required'),
  // --- session and member (paths chosen here) ---
  smsForgotPassword: post('/wps/verification/sms/forgot'),
  unreadCount: get('/wps/member/messages/unread', 'required'),
  chatUrl: get('/wps/chat/url', 'required'),

  // --- games (listed) ---
  gameMenus: get('/lgw/games/game_menus'),
  popularGames: get('/lgw/games/popular'),
  launchGame: get('/wps/game/launchGame', 'required'),
  vnLotteryMenu: get('/lgw/vn/games/game_menu'),
  // --- games (paths chosen here) ---
  hotGames: get('/lgw/games/hot'),
  gameList: get('/lgw/games/list', 'optional'),
  vendors: get('/lgw/games/vendors'),
  subGames: get('/lgw/games/sub_games'),
  favouriteIds: get('/wps/member/favourites/ids', 'required'),
  favouriteList: get('/wps/member/favourites', 'required'),
  favouriteAdd: post('/wps/member/favourites', 'required'),
  favouriteRemove: del('/wps/member/favourites', 'required'),
  recentGames: get('/wps/member/games/recent', 'required'),
  lotteryLobby: get('/lgw/lottery/lobby', 'optional'),
  vnPopularLottery: get('/lgw/vn/games/popular'),
  vnNumbers: get('/lgw/vn/games/numbers'),
  vnOpenedNumbers: get('/lgw/vn/games/opened'),
  vnRecent: get('/lgw/vn/games/recent', 'required'),

  // --- promotions and points (paths chosen here) ---
  promotions: get('/wps/promotions'),
  promotionDetail: get('/wps/promotions/detail'),
  pointsItems: get('/wps/points/items'),
  pointsBalance: get('/wps/points/balance', 'required'),

  // --- wallets, points, promotions, agent contracts, chat, missions, PVP (§7 "Other calls"; paths chosen here) ---
  merchantWallet: get('/wps/v2/wallets/merchant', 'required'),
  walletTransfer: post('/wps/v2/wallets/transfer', 'required'),
  raffleClaim: post('/wps/promotions/raffle', 'required'),
  pointsReward: get('/wps/points/reward', 'required'),
  pointsConfig: get('/wps/points/config'),
  pointsRedeemList: get('/wps/points/redeem', 'required'),
  /** Redeem and convert carry the member's login password (password check): sealed like changePassword. */
  pointsRedeem: post('/wps/points/redeem', 'required', true),
  pointsConvert: post('/wps/points/convert', 'required', true),
  dividend: get('/wps/agent/contract/dividend', 'required'),
  dailySalary: get('/wps/agent/contract/dailySalary', 'required'),
  hourlySalaryContract: post('/wps/agent/contract/hourlySalary', 'required'),
  realtimeSalaryContract: post('/wps/agent/contract/realtimeSalary', 'required'),
  consolidatedContract: get('/wps/agent/contract/consolidated', 'required'),
  chatMessageCount: get('/wps/chat/messages/count', 'required'),
  chatLanguage: post('/wps/chat/language', 'required'),
  missionSummary: get('/wps/missions/summary', 'required'),
  missionLeaderboard: get('/wps/missions/leaderboard', 'required'),
  pvpRooms: get('/lgw/games/pvp/rooms', 'required'),

  // --- engagement: promotion participation, reward centre, invite friends (paths chosen here) ---
  promotionStates: get('/wps/promotions/states', 'required'),
  promotionJoin: post('/wps/promotions/join', 'required'),
  promotionClaim: post('/wps/promotions/claim', 'required'),
  /** One activity-application image (base64 PNG/JPG ≤ 5 MB), before promotionApply names it. */
  promotionImage: post('/wps/promotions/application/image', 'required'),
  promotionApply: post('/wps/promotions/application', 'required'),
  rewardCenter: get('/wps/rewards', 'required'),
  referralInfo: get('/wps/member/referral', 'required'),
  // --- platform messages (messageV2), my account, unregistered-IP login step (paths chosen here) ---
  messageList: get('/wps/member/messages', 'required'),
  messageDetail: get('/wps/member/messages/detail', 'required'),
  messageRead: post('/wps/member/messages/read', 'required'),
  messageDelete: post('/wps/member/messages/delete', 'required'),
  /** Avatar relay (§7): the member's picture through the platform, or null (fallback avatar). */
  memberAvatar: get('/wps/member/avatar', 'required'),
  memberNickname: post('/wps/member/info/nickname', 'required'),
  /** After an IP_VERIFICATION_REQUIRED login refusal: send the SMS code to the bound phone, then verify one method (§4). */
  loginVerifySms: post('/wps/session/login/verify/sms'),
  loginVerify: post('/wps/session/login/verify'),

  // --- records: betting, account (§7 "member transaction detail"), profit and loss, bonus details (paths chosen here) ---
  bettingRecords: get('/wps/member/records/bets', 'required'),
  memberTransactionDetail: get('/wps/member/transaction/detail', 'required'),
  profitLoss: get('/wps/member/records/profit', 'required'),
  bonusDetails: get('/wps/member/records/bonus', 'required'),
  // --- agent centre (§2, §3/§4 contracts, §6, §9; paths chosen here; agent accounts only) ---
  agentTeamOverview: get('/wps/agent/team/overview', 'required'),
  agentDownlines: get('/wps/agent/team/downlines', 'required'),
  agentDownlineDetail: get('/wps/agent/team/downline', 'required'),
  agentRegisterDownline: put('/wps/agent/team/register', 'required', true),
  agentTeamBets: get('/wps/agent/team/bets', 'required'),
  agentTeamProfit: get('/wps/agent/team/profit', 'required'),
  agentContracts: get('/wps/agent/contracts', 'required'),
  agentContractAccept: post('/wps/agent/contracts/accept', 'required'),
  agentContractReject: post('/wps/agent/contracts/reject', 'required'),
  agentContractTerminate: post('/wps/agent/contracts/terminate', 'required'),
  agentContractRequest: post('/wps/agent/contracts/request', 'required'),
  agentTerminationRequest: post('/wps/agent/contracts/termination', 'required'),
  agentSettlements: get('/wps/agent/settlements', 'required'),
  agentIncome: get('/wps/agent/income', 'required'),
  agentTransferDownline: post('/wps/agent/transfer/downline', 'required'),
  agentTransferUpline: post('/wps/agent/transfer/upline', 'required'),
  agentTransactions: get('/wps/agent/transactions', 'required'),
  agentAnnouncements: get('/wps/agent/announcements', 'required'),
  // --- wallet: deposit, bank cards, payment password, withdrawal, upline transfer (issue 9; paths chosen here, sandbox/README.md) ---
  depositChannels: get('/wps/v2/deposit/channels', 'required'),
  /** Idempotent: send an Idempotency-Key (src/api/mutation.ts does). */
  depositCreate: post('/wps/v2/deposit/orders', 'required'),
  depositOrder: get('/wps/v2/deposit/order', 'required'),
  bankCards: get('/wps/v2/bankcards', 'required'),
  bankCardBind: post('/wps/v2/bankcards', 'required'),
  bankCardUnbind: del('/wps/v2/bankcards', 'required'),
  paymentPassword: get('/wps/v2/payment-password', 'required'),
  paymentPasswordSet: post('/wps/v2/payment-password', 'required'),
  withdrawInfo: get('/wps/v2/withdraw/info', 'required'),
  withdrawCreate: post('/wps/v2/withdraw', 'required'),
  withdrawals: get('/wps/v2/withdraw/list', 'required'),
  withdrawConfirm: post('/wps/v2/withdraw/confirm', 'required'),
  uplineInfo: get('/wps/v2/wallets/upline', 'required'),
  uplineTransfer: post('/wps/v2/wallets/upline', 'required'),
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
