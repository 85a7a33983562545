/** What src/app uses of the feedback feature (the one file app may import here, scripts/check-layers.ts). */
export const loadFeedbackDialog = () => import('./components/FeedbackDialog');

export { feedback, openFeedback } from './stores/feedback';
