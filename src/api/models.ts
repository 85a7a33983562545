/**
 * The `value` shapes of the platform's answers that several features share
 * (spec §3, §7). The sandbox serves exactly these; schema/api/*.json validates
 * them on the wire. Field names follow the spec; where it is silent they were
 * chosen here and are documented in sandbox/README.md.
 */

/** 0 normal, 1 maintenance, 2 IP/region restricted (§2, §4). */
export interface SystemStatus {
  status: 0 | 1 | 2;
  /** Maintenance end, ISO 8601, when set. */
  endTime?: string | null;
  ip?: string;
  country?: string;
}

export interface Permission {
  info: {
    whitelabel: boolean;
    register: boolean;
    resources: boolean;
    customerService: boolean;
    analytics: { gtagId: string | null };
    imageCDNs: string[];
    launchGameCDNs: string[];
  };
  location: { ip: string; country: string; countryCode: string };
  maintenance: boolean;
  regionRestriction: boolean;
}

/** Settings tree node (§3): a modId is on when `enabled === '1'`. */
export interface SettingsNode {
  modId: string;
  enabled: '0' | '1';
  childrenNodes: SettingsNode[];
}

export interface FieldRule {
  enabled: boolean;
  required: boolean;
  /** A regular expression source, or '*' for anything. */
  acceptedPattern: string;
  /** One of §5's pattern ids (see src/forms/patterns.ts). */
  patternId: string;
  minLength: number;
  maxLength: number;
}
/** Register settings (§3): one rule per field name. */
export type RegisterSettings = Record<string, FieldRule>;

export type GameCategory = 'ELOTT' | 'LOTT' | 'LIVE' | 'SPORTS' | 'FISH' | 'RNG' | 'PVP' | 'ESPORTS' | 'COCKFIGHT' | 'VASSALAGE';

export interface VendorCard {
  vassalage: string;
  name: string;
  /** 1 marks a hot vendor. */
  isHot: 0 | 1;
  logo: string;
  /** The vendor's own node, for vendors that launch directly (lottery, sports…). */
  nodeId?: string;
  gameId?: string;
}

/** One category of the game menus (§3 "game-vendor group"). */
export interface GameVendorGroup {
  gameCategory: GameCategory;
  /** Vendor codes in display order. */
  vendors: string[];
  cards: Record<string, VendorCard>;
  gameClassify: string[];
}

export interface Game {
  gameId: string;
  nodeId: string;
  vassalage: string;
  gameType: GameCategory;
  gameName: string;
  accountTypeName?: string;
  smallIcon: string;
  code: string;
  defaultPlayType?: string;
  gameCode?: string;
  /** 'VASSALAGE' opens a popup list of sub-games. */
  isGame?: string;
  isHot?: 0 | 1;
  minBet?: number;
  gameClassify?: string;
}

export interface GameListPage {
  games: Game[];
  totalPages: number;
  totalCount: number;
  pageNo: number;
  pageSize: number;
}

export interface Banner {
  bannerId: number;
  url: string;
  groupName: string;
  /** 'ROUTE' (a portal path), 'GAME' (a nodeId@vassalage), 'URL' (external). */
  linkageType: 'ROUTE' | 'GAME' | 'URL' | 'NONE';
  target: string;
  title: string;
}

export interface Notice {
  id: number;
  type: 'B' | 'PL' | 'PU' | 'PR' | 'H';
  title: string;
  /** Server HTML: always sanitize before rendering. */
  content: string;
  /** yyyy-MM-dd hh:mm:ss */
  timestamp: string;
}

export interface NoticesValue {
  player: Notice[];
  banners: Notice[];
  popup: Notice[];
  promotion: Notice[];
}

export interface Promotion {
  id: number;
  category: string;
  title: string;
  summary: string;
  /** Server HTML: sanitize. */
  content: string;
  image: string;
  startTime: string;
  endTime: string | null;
  status: string;
}

export interface Resource {
  url: string;
  qrCodeUrl: string;
  resourceType: string;
  labelNameEn: string;
}

export interface ServiceLinks {
  version: { pathList: { type: number; path: string; title?: string }[] };
}

export interface Country {
  countryCode: string;
  countryDialingCode: string;
  name: string;
}
export interface CountriesValue {
  list: Country[];
  currentCountryCode: string;
  /** Base URL of flag images: + /TCG_PROD_IMAGES/COUNTRY_FLAG/CIRCLE/{countryCode}.svg */
  imageBaseUrl: string;
}

export interface LoginValue {
  token: string;
  firstTimeLogin: boolean;
  passwordExpired: boolean;
}

export interface BalanceValue {
  sumBalance: number;
}

export interface PointsItem {
  id: number;
  name: string;
  image: string;
  pointsRequirement: number;
  amountRequirement: number;
  quantity: number;
  availableQuantity: number;
  description: string;
}
