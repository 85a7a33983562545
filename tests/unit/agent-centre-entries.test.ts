import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { basename } from 'node:path';
import { AGENT_PAGES, currentPage, pageFile, visiblePages } from '../../src/features/agent-centre/lib/entries';
import { resolveFlag, type FlagKey } from '../../src/flags/flags';
import type { SettingsNode } from '../../src/api/models';

/** §2 agent-centre entries: the spec's order, the four flag-gated ones by DESIGN's one flag rule. */
const tree = (on: Record<string, boolean>): SettingsNode[] => [
  { modId: 'AGENT3', enabled: '1', childrenNodes: Object.entries(on).map(([modId, v]) => ({ modId, enabled: v ? '1' : '0', childrenNodes: [] })) },
];

describe('agent-centre entries', () => {
  it('lists all twelve in the spec order when every flag is on', () => {
    expect(visiblePages(() => true)).toEqual([...AGENT_PAGES]);
    expect(AGENT_PAGES.indexOf('agentTeamOverview')).toBe(1);
  });

  it('drops each gated entry with its flag, read from the settings tree (no manifest key for these flags)', () => {
    const flags = (t: SettingsNode[]) => (k: FlagKey) => resolveFlag(k, { dividendContract: false }, t);
    const pages = visiblePages(flags(tree({ DIVIDENDCONTRACT3: true, DAILYSALARY3: false, HOURLYSALARY3: true, REALTIMESALARY3: false })));
    expect(pages.slice(8)).toEqual(['agentDividend', 'agentHourlySalary']);
    // Absent from the tree: the declared defaults (off).
    expect(visiblePages(flags([])).length).toBe(8);
  });

  it('falls back to the team overview when the open page was switched off', () => {
    const visible = visiblePages((k) => k !== 'hourlySalary');
    expect(currentPage('agentHourlySalary', visible)).toBe('agentTeamOverview');
    expect(currentPage('agentIncome', visible)).toBe('agentIncome');
  });

  it('gives every entry its own page file, and every page file an entry (the overlay loads them by these names)', () => {
    const files = readdirSync(new URL('../../src/features/agent-centre/pages', import.meta.url)).filter((f) => f.endsWith('Page.tsx'));
    expect(AGENT_PAGES.map((p) => basename(pageFile(p))).sort()).toEqual(files.sort());
  });
});
