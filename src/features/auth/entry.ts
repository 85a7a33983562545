/**
 * What src/app uses of the accounts feature: the one file app may import here
 * (scripts/check-layers.ts). Pages and widgets are loaders (each its own chunk).
 */
export const pages = {
  login: () => import('./pages/LoginPage'),
  register: () => import('./pages/RegisterPage'),
};

/** The login/register popups and the other account prompts (mounted once by app, on first need). */
export const loadAccountPrompts = () => import('./components/AccountPrompts');

export { startFreePlay } from './free-play';
