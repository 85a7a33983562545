/** What src/app uses of the chat feature (the one file app may import here, scripts/check-layers.ts). */
export const loadChatWidget = () => import('./components/ChatWidget');
