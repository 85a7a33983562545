/** What src/app uses of safer gambling (issue 28; the one file app may import here, scripts/check-layers.ts). */

/** The member centre's "Safer gambling" page. */
export const memberCentrePages = {
  saferGambling: () => import('./components/SaferGamblingPage'),
};

/** Reality checks, inactivity logout, the registration limit prompt and the notice after a session ended: mounted for members. */
export const loadProtectionHost = () => import('./components/ProtectionHost');

/** Above the deposit form: the link and, before a first deposit, the limit prompt. */
export const loadDepositNotice = () => import('./components/DepositNotice');

/** The link alone (home). */
export const loadSaferGamblingLink = () => import('./components/DepositNotice').then((m) => ({ default: m.SaferGamblingLink }));

/** Why a session ended for the player's protection (the host shows it after sign-out; the shell keeps the host mounted). */
export { protectionNotice } from './stores/protection';
