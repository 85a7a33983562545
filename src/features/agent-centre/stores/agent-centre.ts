import { proxy } from 'valtio';
import type { AgentPage } from '../lib/entries';

/** The agent centre overlay (§2): open or closed, and its page. Only agents (types 1, 2, 41, 42) get a way to open it. */
export const agentCentre = proxy({ open: false, page: 'agentTeamOverview' as AgentPage, search: '' });

/** Show a downline in team management (after registering it). */
export function findDownline(account: string): void {
  agentCentre.search = account;
  agentCentre.page = 'agentTeamManagement';
}

export function openAgentCentre(page: AgentPage = 'agentTeamOverview'): void {
  agentCentre.page = page;
  agentCentre.open = true;
}

export function closeAgentCentre(): void {
  agentCentre.open = false;
}
