/** What src/app uses of the help centre (the one file app may import here, scripts/check-layers.ts). */
export const pages = {
  help: () => import('./pages/HelpCentrePage'),
};

export const loadHelpModal = () => import('./components/HelpModal').then((m) => ({ default: m.HelpModal }));

export { closeHelp, helpModal, openHelp } from './stores/help-modal';
