import type { FlagKey } from '@/flags/flags';

/**
 * The agent centre's entries in the spec's order (§2), and the feature flag
 * that gates each optional one (§6: dividend with the contract feature; daily,
 * hourly and real-time salary each with its own). Pure: the overlay passes the
 * effective flags (useFlag, DESIGN's one resolution rule).
 */
export const AGENT_PAGES = [
  'agentAnnouncement',
  'agentTeamOverview',
  'agentAccount',
  'agentTeamManagement',
  'agentTeamBetting',
  'agentProfitLoss',
  'agentIncome',
  'agentTransactions',
  'agentDividend',
  'agentDailySalary',
  'agentHourlySalary',
  'agentRealtimeSalary',
] as const;

export type AgentPage = (typeof AGENT_PAGES)[number];

export const DEFAULT_AGENT_PAGE: AgentPage = 'agentTeamOverview';

export const PAGE_FLAGS: Partial<Record<AgentPage, FlagKey>> = {
  agentDividend: 'dividendContract',
  agentDailySalary: 'dailySalary',
  agentHourlySalary: 'hourlySalary',
  agentRealtimeSalary: 'realTimeSalary',
};

/** The contract kind (sandbox agentSettlements / agentContracts) behind each contract page. */
export type ContractKind = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';
export const PAGE_KINDS: Partial<Record<AgentPage, ContractKind>> = {
  agentDividend: 'DIVIDEND',
  agentDailySalary: 'DAILY',
  agentHourlySalary: 'HOURLY',
  agentRealtimeSalary: 'REALTIME',
};
export const KIND_FLAGS: Record<ContractKind, FlagKey> = {
  DIVIDEND: 'dividendContract',
  DAILY: 'dailySalary',
  HOURLY: 'hourlySalary',
  REALTIME: 'realTimeSalary',
};

/** An entry's page: `agentTeamOverview` is pages/TeamOverviewPage.tsx, and so on; one entry's page is named for what it does. */
const PAGE_FILE_NAMES: Partial<Record<AgentPage, string>> = { agentAccount: 'RegisterDownline' };
export const pageFile = (page: AgentPage): string => `../pages/${PAGE_FILE_NAMES[page] ?? page.replace(/^agent/, '')}Page.tsx`;

/** Entries shown for these flags, in order. */
export function visiblePages(flag: (key: FlagKey) => boolean): AgentPage[] {
  return AGENT_PAGES.filter((p) => {
    const f = PAGE_FLAGS[p];
    return !f || flag(f);
  });
}

/** The page to show: the asked one when visible, else the default (a flag switched off while its page was open). */
export function currentPage(asked: AgentPage, visible: readonly AgentPage[]): AgentPage {
  return visible.includes(asked) ? asked : DEFAULT_AGENT_PAGE;
}
