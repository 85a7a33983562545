/**
 * The `value` shapes of the platform's answers that several features share
 * (spec §3, §7). They are generated from schema/api/*.json (one schema per
 * response value and request body; the sandbox validates its wire traffic
 * against the same files), so a shape is written once. This file gives them
 * the names features import and adds the few derived helpers types.
 */
export type {
  SystemStatus,
  Permission,
  SettingsNode,
  SettingsTree,
  FieldRule,
  RegisterSettings,
  VendorCard,
  GameVendorGroup,
  GameMenus,
  Vendors,
  Game,
  GameList,
  GameListPage,
  Banner,
  Notice,
  NoticesValue,
  Promotion,
  Promotions,
  Resource,
  ServiceLinks,
  Country,
  CountriesValue,
  LoginState,
  LoginValue,
  LoginRefusal,
  RegisterValue,
  Balance as BalanceValue,
  MemberInfo,
  MemberInfo as MemberInfoValue,
  PointsItem,
  PointsItems,
  PointsBalance,
  SmsValue,
  LaunchValue,
  FavouriteList,
  DomainRoute,
  HelpCenter,
  Winners,
  AffiliateValue,
  ConsolidatedFunds,
  UnreadCount,
  ChatUrl,
  VnLotteryMenu,
  VnNumbers,
  VnOpened,
  LoginRequest,
  RegisterRequest,
  ChangePasswordRequest,
  ForgotPasswordEmailRequest,
  SetPasswordByPhoneRequest,
  SmsRequest,
  FeedbackRequest,
  FavouriteRequest,
  FreePlayRequest,
} from './types.generated';

/** The categories of §9 plus VASSALAGE (a game whose entry opens a sub-game list). */
export type GameCategory = 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS' | 'COCKFIGHT' | 'VASSALAGE';

/** Wallets, points, raffle, agent contracts, chat, missions and PVP rooms (§7 "Other calls"). */
export type {
  MerchantWallet,
  WalletTransferRequest,
  WalletTransferValue,
  RaffleClaimRequest,
  RaffleClaim,
  PointsReward,
  PointsConfig,
  PointsRedemption,
  PointsRedeemList,
  PointsRedeemRequest,
  PointsRedeemValue,
  PointsConvertRequest,
  PointsConvertValue,
  DividendValue,
  DailySalaryValue,
  SalaryContractRequest,
  SalaryContract,
  ConsolidatedContract,
  ChatLanguageRequest,
  ChatLanguage,
  MissionSummary,
  MissionLeaderboard,
  PvpRooms,
} from './types.generated';

/** Deposit, bank cards, payment password, withdrawal and transfers (wallet): amounts are decimal strings. */
export type {
  DepositChannel,
  DepositChannels,
  DepositOrder,
  BankCard,
  BankCards,
  PaymentPasswordState,
  WithdrawInfo,
  Withdrawal,
  Withdrawals,
  WithdrawConfirmRequest,
  UplineInfo,
  UplineTransferValue,
} from './types.generated';

/** Promotion participation, reward centre and invite friends (engagement). */
export type { PromotionState, PromotionStates, PromotionImage, PromotionApplyRequest, RewardCenter, ReferralInfo } from './types.generated';
