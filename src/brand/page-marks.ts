/**
 * The marks a brand's built page carries and its boot scripts, the build and the app all read: one spelling each.
 * The boot scripts are written from these by scripts/lib/brand/boot-scripts.ts, so they cannot drift apart.
 */

/** On <div id="root">: the paths the pre-rendered shell inside it stands for ("/ /index /index.html /home"). */
export const PRERENDERED_ATTR = 'data-prerendered';
/** On the pre-rendered banner box (BannerSlot's placeholder): where the first banner is painted before the app runs. */
export const BANNER_PLACEHOLDER_ATTR = 'data-banner-placeholder';
/** The banner box of a page still as pre-rendered (the app's own banner replaces it). */
export const FIRST_BANNER_BOX = `#root[${PRERENDERED_ATTR}] [${BANNER_PLACEHOLDER_ATTR}]`;
/** How the first banner fills that box: BannerSlide's cover fit, as the box's background. */
export const FIRST_BANNER_FIT = 'center / cover no-repeat';
/** On <html>: the path the page was opened on, set before first paint (the shell hides itself on any other). */
export const BOOT_PATH_ATTR = 'data-boot-path';
/** On <html>: a signed-in player (stored token or ?token= login): the shell's "Log in" buttons stay hidden. */
export const BOOT_SIGNED_IN_ATTR = 'data-boot-signed-in';
/** On <html>: the brand's default theme, stamped at build; `data-theme` is the one in use. */
export const DEFAULT_THEME_ATTR = 'data-default-theme';
export const THEME_ATTR = 'data-theme';
/** The JSON the build writes for the first requests (paths, language key) and the global their answers wait on. */
export const FIRST_REQUESTS_ELEMENT_ID = 'first-requests';
export const FIRST_REQUESTS_GLOBAL = 'portalFirstRequests';
/** The query parameter of a `?token=` login (§2). */
export const URL_TOKEN_PARAM = 'token';
