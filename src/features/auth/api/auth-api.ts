import { api } from '@/api/api';

/**
 * The accounts feature's calls (§7), each a one-liner over the shared client so
 * the screens read as flows. Encryption of login/register/password calls is the
 * client's job (endpoints.ts marks them E).
 */
export type SmsPurpose = 'register' | 'login' | 'forgot';

export const authApi = {
  /** Fetched on every open of a form, so a rule changed on the server applies without a rebuild. */
  registerSettings: () => api.call('registerSettings'),
  loginState: () => api.call('loginState'),
  countries: () => api.call('countries'),
  /** Third-party sign-in clients and the Firebase configuration (issue 32). */
  signInConfig: () => api.call('signInConfig'),
  captcha: (scene: string) => api.call('captcha', { query: { scene, t: Date.now() } }),

  login: (body: Record<string, string | boolean>) => api.call('login', { body }),
  loginFreePlay: () => api.call('loginFreePlay', { body: { os: navigatorOs(), platform: 'W', version: '3' } }),
  logout: () => api.call('logout'),

  register: (mobile: boolean, body: Record<string, unknown>) => api.call(mobile ? 'registerMobile' : 'register', { body }),
  affiliateCheck: (code: string, domain: string) => api.call('affiliateCheck', { query: { code, domain } }),

  sendSms: (purpose: SmsPurpose, body: Record<string, string>) =>
    api.call(purpose === 'register' ? 'smsRegister' : purpose === 'forgot' ? 'smsForgotPassword' : 'smsNoLogin', { body }),

  changePassword: (body: { oldPassword?: string; newPassword: string; confirmNewPassword: string }) => api.call('changePassword', { body }),
  forgotByEmail: (body: { username: string; email: string }) => api.call('forgotPasswordEmail', { body }),
  setPasswordByPhone: (body: Record<string, string>) => api.call('setPasswordByPhone', { body }),
};

function navigatorOs(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return /Android/i.test(ua) ? 'android' : /iPhone|iPad|iPod/i.test(ua) ? 'ios' : 'web';
}

/** The registration page's carousel: promotions of category new_player (§2). */
export const newPlayerPromotions = () =>
  api.call('promotions', { query: { category: 'new_player' } }).then((v) => v.list.filter((p) => p.category === 'new_player'));
