import { proxy } from 'valtio';

/** The help modal (§2 modals: help): open over the current page, on a topic or the first one. */
export const helpModal = proxy({ open: false, section: null as string | null });

export function openHelp(section: string | null = null): void {
  helpModal.section = section;
  helpModal.open = true;
}

export function closeHelp(): void {
  helpModal.open = false;
}
