/** What src/app uses of the notices feature (the one file app may import here, scripts/check-layers.ts). */
export const loadNoticeListModal = () => import('./components/NoticeListModal').then((m) => ({ default: m.NoticeListModal }));

export { noticeList, openNoticeList, openNoticeListOncePerSession } from './stores/notices';
