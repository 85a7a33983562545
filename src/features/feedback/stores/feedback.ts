import { proxy } from 'valtio';

/** Whether the feedback form is open (the customer-service menu opens it; src/app mounts it). */
export const feedback = proxy({ open: false });

export function openFeedback(): void {
  feedback.open = true;
}

export function closeFeedback(): void {
  feedback.open = false;
}
