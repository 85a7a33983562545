import { proxy } from 'valtio';

/**
 * The phone's off-canvas menu, open or not. A store of its own, not the layout's state: opening it renders the
 * drawer's frame only, not the header, page and footer beside it.
 */
export const drawer = proxy({ open: false });

export function openDrawer(): void {
  drawer.open = true;
}

export function closeDrawer(): void {
  drawer.open = false;
}
