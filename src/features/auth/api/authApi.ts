import { api } from '@/api/api';
import type {
  AffiliateValue,
  CountriesValue,
  LoginState,
  LoginValue,
  MemberInfoValue,
  RegisterSettings,
  RegisterValue,
  SmsValue,
} from '@/api/models';

/**
 * The accounts feature's calls (§7), each a one-liner over the shared client so
 * the screens read as flows. Encryption of login/register/password calls is the
 * client's job (endpoints.ts marks them E).
 */
export type SmsPurpose = 'register' | 'login' | 'forgot';

export const authApi = {
  /** Fetched on every open of a form, so a rule changed on the server applies without a rebuild. */
  registerSettings: () => api.call<RegisterSettings>('registerSettings'),
  loginState: () => api.call<LoginState>('loginState'),
  countries: () => api.call<CountriesValue>('countries'),
  captcha: (scene: string) => api.call<string>('captcha', { query: { scene, t: Date.now() } }),

  login: (body: Record<string, string>) => api.call<LoginValue>('login', { body }),
  loginFreePlay: () => api.call<LoginValue>('loginFreePlay', { body: { os: navigatorOs(), platform: 'W', version: '3' } }),
  logout: () => api.call<unknown>('logout'),
  memberInfo: () => api.call<MemberInfoValue>('memberInfo'),

  register: (mobile: boolean, body: Record<string, unknown>) => api.call<RegisterValue>(mobile ? 'registerMobile' : 'register', { body }),
  affiliateCheck: (code: string, domain: string) => api.call<AffiliateValue>('affiliateCheck', { query: { code, domain } }),

  sendSms: (purpose: SmsPurpose, body: Record<string, string>) =>
    api.call<SmsValue>(purpose === 'register' ? 'smsRegister' : purpose === 'forgot' ? 'smsForgotPassword' : 'smsNoLogin', { body }),

  changePassword: (body: { oldPassword?: string; newPassword: string; confirmNewPassword: string }) => api.call<unknown>('changePassword', { body }),
  forgotByEmail: (body: { username: string; email: string }) => api.call<unknown>('forgotPasswordEmail', { body }),
  setPasswordByPhone: (body: Record<string, string>) => api.call<LoginValue>('setPasswordByPhone', { body }),
};

function navigatorOs(): string {
  const ua = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  return /Android/i.test(ua) ? 'android' : /iPhone|iPad|iPod/i.test(ua) ? 'ios' : 'web';
}

/** The registration page's carousel: promotions of category new_player (§2). */
export const newPlayerPromotions = () =>
  api.call<import('@/api/models').Promotions>('promotions', { query: { category: 'new_player' } }).then((v) => v.list.filter((p) => p.category === 'new_player'));
