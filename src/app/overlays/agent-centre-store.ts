import { proxy } from 'valtio';

/** The agent centre overlay (§2): open or closed. Only agents (types 1, 2, 41, 42) get a way to open it. */
export const agentCentre = proxy({ open: false });

export function openAgentCentre(): void {
  agentCentre.open = true;
}

export function closeAgentCentre(): void {
  agentCentre.open = false;
}
