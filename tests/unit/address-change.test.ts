import { describe, expect, it } from 'vitest';
import { addressWatcher } from '@/app/routing/address-change';

describe('addressWatcher', () => {
  it('never reports the address the app opened on, only later moves', () => {
    const moved = addressWatcher();
    expect(moved('/')).toBe(false);
    expect(moved('/')).toBe(false); // a second effect run (Strict Mode) on the same page
    expect(moved('/promotions')).toBe(true);
    expect(moved('/promotions')).toBe(false);
    expect(moved('/')).toBe(true);
  });

  it('keeps what it saw across the parts that ask it (a part mounted again after a navigation)', () => {
    const moved = addressWatcher();
    moved('/rng'); // the side menu of the first layout
    expect(moved('/member/center')).toBe(true); // its successor, mounted by the navigation
  });

  it('each watcher is its own: the scroll and the drawer do not share what they saw', () => {
    const scroll = addressWatcher();
    const drawer = addressWatcher();
    scroll('/');
    expect(drawer('/live')).toBe(false);
    expect(scroll('/live')).toBe(true);
  });
});
