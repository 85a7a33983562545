/**
 * The visual matrix as data: which screens, which variants of each brand, the
 * name of every picture, and which of them a set of changed files can affect
 * (`--since`). Pure: no browser, no file system.
 */

export type Theme = 'light' | 'dark';
export type ScreenId =
  'home' | 'lobby' | 'login' | 'register' | 'deposit' | 'withdraw' | 'agent' | 'promotions' | 'pointsMall' | 'maintenance' | 'ipRestriction';

export interface Screen {
  id: ScreenId;
  /** Shown on the report. */
  title: string;
  /** Where the page opens. */
  path: string;
  /** Logged in (as the seeded agent account, which may open both centres) before opening. */
  session?: boolean;
  /** What a user clicks after the page loaded: the header's deposit / withdraw button, or the avatar menu's agent centre. */
  open?: 'deposit' | 'withdraw' | 'agent';
  /** The merchant's system status while shooting (1 = maintenance, 2 = IP restriction) and what the status says. */
  status?: 1 | 2;
  statusDetail?: Record<string, string>;
  /** Source folders that only this screen (and the shell) shows: a change there re-shoots these screens alone. */
  sources: string[];
}

export const SCREENS: Screen[] = [
  { id: 'home', title: 'Home', path: '/', sources: ['src/features/banners', 'src/features/notices', 'src/features/lottery'] },
  { id: 'lobby', title: 'Game lobby', path: '/rng', sources: ['src/features/games'] },
  { id: 'login', title: 'Log in', path: '/login', sources: ['src/features/auth', 'src/forms'] },
  { id: 'register', title: 'Register', path: '/register', sources: ['src/features/auth', 'src/forms'] },
  { id: 'deposit', title: 'Member centre: deposit', path: '/', session: true, open: 'deposit', sources: ['src/features/wallet', 'src/features/member-centre'] },
  {
    id: 'withdraw',
    title: 'Member centre: withdraw',
    path: '/',
    session: true,
    open: 'withdraw',
    sources: ['src/features/wallet', 'src/features/member-centre'],
  },
  { id: 'agent', title: 'Agent centre', path: '/', session: true, open: 'agent', sources: ['src/features/agent-centre', 'src/app/overlays'] },
  { id: 'promotions', title: 'Promotions', path: '/promotions', sources: ['src/features/promotions'] },
  { id: 'pointsMall', title: 'Points mall', path: '/pointMall', sources: ['src/features/points-mall'] },
  { id: 'maintenance', title: 'Maintenance', path: '/', status: 1, statusDetail: { endTime: '2030-01-02T03:04:00Z' }, sources: ['src/features/system-status'] },
  {
    id: 'ipRestriction',
    title: 'IP restriction',
    path: '/',
    status: 2,
    statusDetail: { ip: '203.0.113.7', country: 'Atlantis' },
    sources: ['src/features/system-status'],
  },
];

export const THEMES: Theme[] = ['light', 'dark'];
export const VIEWPORTS = [390, 1280] as const;
export const viewportSize = (width: number) => ({ width, height: width < 600 ? 844 : 800 });

export interface BrandVariant {
  id: string;
  merchantCode: string;
  languages: { enabled: string[]; default?: string };
}

export interface Shot {
  brand: string;
  merchantCode: string;
  screen: ScreenId;
  theme: Theme;
  viewport: number;
  lang: string;
  /** The brand's default language: the one baselines are kept for. */
  primaryLang: boolean;
}

/** The brand's default language, then one more (the first other enabled one), if it has another. */
export function languagesOf(brand: BrandVariant): string[] {
  const first = brand.languages.default ?? brand.languages.enabled[0] ?? 'EN';
  const other = brand.languages.enabled.find((l) => l !== first);
  return other ? [first, other] : [first];
}

/** File-name-safe key of a picture: brand/screen-theme-viewport-lang. */
export const shotKey = (s: Pick<Shot, 'brand' | 'screen' | 'theme' | 'viewport' | 'lang'>): string =>
  `${s.brand}/${s.screen}-${s.theme}-${s.viewport}-${s.lang.toLowerCase()}`;

export interface PlanOptions {
  brands?: string[];
  screens?: ScreenId[];
  /** Default: the brand's default language and one more. `primary`: the default language only. */
  languages?: 'both' | 'primary';
  /** Default: every width of VIEWPORTS. */
  viewports?: number[];
}

export function plan(brands: BrandVariant[], opts: PlanOptions = {}): Shot[] {
  const out: Shot[] = [];
  for (const b of [...brands].sort((x, y) => x.id.localeCompare(y.id))) {
    if (opts.brands && !opts.brands.includes(b.id)) continue;
    const langs = languagesOf(b);
    for (const [i, lang] of (opts.languages === 'primary' ? langs.slice(0, 1) : langs).entries())
      for (const screen of SCREENS)
        if (!opts.screens || opts.screens.includes(screen.id))
          for (const theme of THEMES)
            for (const viewport of VIEWPORTS.filter((v) => !opts.viewports || opts.viewports.includes(v)))
              out.push({ brand: b.id, merchantCode: b.merchantCode, screen: screen.id, theme, viewport, lang, primaryLang: i === 0 });
  }
  return out;
}

export interface Affected {
  /** Everything may have changed. */
  all: boolean;
  /** Every screen of these brands. */
  brands: string[];
  /** These screens of every brand. */
  screens: ScreenId[];
  why: string;
}

export const isAffected = (a: Affected, shot: Pick<Shot, 'brand' | 'screen'>): boolean =>
  a.all || a.brands.includes(shot.brand) || a.screens.includes(shot.screen);

/**
 * What a set of changed files (paths from the repo root, as `git diff --name-only`
 * prints them) can change on screen. A brand folder changes that brand; a
 * feature folder that only some screens show changes those screens in every
 * brand; anything else that ships (shell, theme, components, locales, the
 * build) may change everything. Tests, docs and reports change nothing.
 */
export function affectedBy(files: string[], brandIds: string[]): Affected {
  const brands = new Set<string>();
  const screens = new Set<ScreenId>();
  let everything: string | undefined;
  for (const f of files) {
    const brand = /^brands\/([^/]+)\//.exec(f)?.[1];
    if (brand) {
      if (brand.startsWith('_')) continue; // the template is no brand
      if (brandIds.includes(brand)) brands.add(brand);
      continue;
    }
    if (/^(tests|docs|reports|\.ci)\//.test(f) || /\.md$/.test(f)) continue;
    const owners = SCREENS.filter((s) => s.sources.some((src) => f === src || f.startsWith(src + '/')));
    if (owners.length) {
      for (const s of owners) screens.add(s.id);
      continue;
    }
    everything ??= f;
  }
  if (everything) return { all: true, brands: [], screens: [], why: `${everything} can change every screen of every brand` };
  const why = [
    brands.size ? `brand folders: ${[...brands].sort().join(', ')} (all their screens)` : '',
    screens.size ? `features shown on: ${[...screens].join(', ')} (every brand)` : '',
  ].filter(Boolean);
  return { all: false, brands: [...brands].sort(), screens: [...screens], why: why.join('; ') || 'nothing that ships changed' };
}
