/** What src/app uses of the download feature (the one file app may import here, scripts/check-layers.ts). */
export const pages = {
  download: () => import('./pages/DownloadPage'),
};

/** The app QR codes of the side menu's download item, fetched when it opens. */
export const loadAppQrCodes = () => import('./components/AppQrCodes').then((m) => ({ default: m.AppQrCodes }));
