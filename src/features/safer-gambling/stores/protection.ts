import { proxy } from 'valtio';

/**
 * What the player is told after their session ended for their own protection: a break or self-exclusion they
 * started (with its end, null = permanent), or a logout after inactivity. Shown by the host once signed out.
 */
export type EndedNotice = { kind: 'timeOut' | 'selfExclusion'; until: string | null } | { kind: 'inactivity'; minutes: number };

export const protectionNotice = proxy({ ended: null as EndedNotice | null });
