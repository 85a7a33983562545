import type { Layout } from '@/brand/brand-config.generated';

/**
 * Every icon the portal draws, by the name call sites use → its glyph in Phosphor
 * (@phosphor-icons/core, MIT). The build reads this table to write each brand's
 * sprite (brand/icons.svg) from the library's SVG files, in the brand's style only
 * (theme.layout.icons: line = Phosphor's regular weight, solid = its fill weight),
 * and with these glyphs only: nothing of the library reaches the bundle. Icon.tsx
 * imports the names as a type, so this table is not shipped either.
 * A name no call site uses does not belong here (tests/unit/icon-sprite.test.ts).
 */
export const iconGlyphs = {
  menu: 'list',
  close: 'x',
  'chevron-down': 'caret-down',
  'chevron-up': 'caret-up',
  'chevron-left': 'caret-left',
  'chevron-right': 'caret-right',
  sun: 'sun',
  moon: 'moon',
  refresh: 'arrows-clockwise',
  eye: 'eye',
  'eye-off': 'eye-slash',
  user: 'user',
  logout: 'sign-out',
  wallet: 'wallet',
  withdraw: 'hand-coins',
  gift: 'gift',
  headset: 'headset',
  download: 'download-simple',
  home: 'house',
  dice: 'dice-five',
  cards: 'club',
  fish: 'fish',
  ball: 'soccer-ball',
  trophy: 'trophy',
  ticket: 'ticket',
  search: 'magnifying-glass',
  heart: 'heart',
  clock: 'clock',
  globe: 'globe',
  message: 'chat-centered-dots',
  help: 'question',
  megaphone: 'megaphone',
  shield: 'shield-check',
  list: 'list-bullets',
  chart: 'chart-line-up',
  users: 'users',
  star: 'star',
  'alert-triangle': 'warning',
  tool: 'wrench',
  inbox: 'tray',
  'arrow-left': 'arrow-left',
  smartphone: 'device-mobile',
  facebook: 'facebook-logo',
  instagram: 'instagram-logo',
  telegram: 'telegram-logo',
  plus: 'plus',
  flame: 'fire',
  minus: 'minus',
  share: 'export',
  'sidebar-collapse': 'caret-line-left',
  'sidebar-expand': 'caret-line-right',
  fullscreen: 'corners-out',
} as const;

export type IconName = keyof typeof iconGlyphs;
export const iconNames = /* @__PURE__ */ Object.keys(iconGlyphs) as IconName[];

export type IconStyle = NonNullable<Layout['icons']>;

/** theme.layout.icons (the schema's enum) → the Phosphor weight its sprite is drawn from. */
export const ICON_WEIGHTS = { line: 'regular', solid: 'fill' } as const satisfies Record<IconStyle, string>;
export type IconWeight = (typeof ICON_WEIGHTS)[IconStyle] | 'bold';

/**
 * Bare signs whose fill glyph is a filled square with the sign cut out (a boxed ✕ on every close button):
 * the solid style draws them in the bold weight instead, as filled icon sets draw their close and menu.
 */
const BOLD_WHEN_SOLID: ReadonlySet<IconName> = /* @__PURE__ */ new Set(['menu', 'close', 'plus', 'minus']);

export const iconWeight = (name: IconName, style: IconStyle): IconWeight => (style === 'solid' && BOLD_WHEN_SOLID.has(name) ? 'bold' : ICON_WEIGHTS[style]);

/** Where each brand's sprite is served, under its brand/ folder (build and dev server alike). */
export const ICON_SPRITE_FILE = 'icons.svg';
