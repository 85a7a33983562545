import { perDb, type Db } from './db';
import type { MemberRow } from './store';
import { hashPassword } from './passwords';
import { SEED_PASSWORD } from './fixtures/accounts';
import { contractSeeds, MASTER_ACCOUNT, TEAM_ROOT, teamSeeds, type ContractKind, type PeriodType } from './fixtures/team';
import { AGENT_TYPES } from './fixtures/platform';

/**
 * The agent side's data: the team (members.upline_id, walked recursively),
 * contracts between an upline and its downline agents, and agent transfers.
 * Money moves through ledger.ts; this file keeps who may be paid and the
 * contract rules (§3, §4, §6). Its tables are created here (new tables only)
 * and emptied and re-seeded with the team by `seedTeam` on every reset.
 */
const DDL = `
CREATE INDEX IF NOT EXISTS members_by_upline ON members (upline_id);
CREATE TABLE IF NOT EXISTS agent_contracts (
  id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, member_id INTEGER NOT NULL, upline_id INTEGER,
  kind TEXT NOT NULL, rate_bp INTEGER NOT NULL, period_type TEXT NOT NULL, period_valid_bet INTEGER NOT NULL,
  active_members INTEGER NOT NULL, bet_amount INTEGER NOT NULL,
  status TEXT NOT NULL, end_reason TEXT, created_at INTEGER NOT NULL, updated_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS agent_contracts_by_member ON agent_contracts (member_id, kind);
CREATE INDEX IF NOT EXISTS agent_contracts_by_upline ON agent_contracts (upline_id, kind);
CREATE TABLE IF NOT EXISTS agent_transfers (
  id INTEGER PRIMARY KEY AUTOINCREMENT, merchant TEXT NOT NULL, from_id INTEGER NOT NULL, to_id INTEGER NOT NULL,
  direction TEXT NOT NULL, amount_minor INTEGER NOT NULL, created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS agent_transfers_by_from ON agent_transfers (from_id, id);
CREATE INDEX IF NOT EXISTS agent_transfers_by_to ON agent_transfers (to_id, id);
`;

export const AGENT_TABLES = ['agent_contracts', 'agent_transfers'] as const;

export function ensureAgentTables(db: Db): void {
  db.exec(DDL);
}

export type ContractStatus = 'pending' | 'active' | 'rejected' | 'terminated' | 'terminationRequested';

export interface ContractRow {
  id: number;
  merchant: string;
  member_id: number;
  upline_id: number | null;
  kind: ContractKind;
  rate_bp: number;
  period_type: PeriodType;
  period_valid_bet: number;
  active_members: number;
  bet_amount: number;
  status: ContractStatus;
  end_reason: string | null;
  created_at: number;
  updated_at: number;
}

export interface TeamMember extends MemberRow {
  level: number;
  created_at: number;
}

export interface TransferRow {
  id: number;
  from_id: number;
  to_id: number;
  direction: 'DOWN' | 'UP';
  amount_minor: number;
  created_at: number;
}

let seedHash: string | null = null;

/** The team of every merchant, after the seed accounts exist (called inside seedState's transaction, and for new merchants). */
export function seedTeam(db: Db, merchant: string): void {
  ensureAgentTables(db);
  seedHash ??= hashPassword(SEED_PASSWORD);
  const byAccount = db.prepare('SELECT id FROM members WHERE merchant = ? AND account = ?').pluck();
  const root = byAccount.get(merchant, TEAM_ROOT) as number | undefined;
  if (!root || byAccount.get(merchant, MASTER_ACCOUNT)) return;
  const insert = db.prepare(`INSERT INTO members (merchant, account, nickname, password_hash, type, upline_id, balance, points, first_login, created_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, 0, 0, ?)`);
  const master = Number(insert.run(merchant, MASTER_ACCOUNT, 'Master Agent', seedHash, 2, null, 250000, Date.UTC(2025, 5, 1)).lastInsertRowid);
  db.prepare('UPDATE members SET upline_id = ? WHERE id = ?').run(master, root);
  const ids = new Map<string, number>([
    [MASTER_ACCOUNT, master],
    [TEAM_ROOT, root],
  ]);
  for (const s of teamSeeds(merchant)) {
    const id = Number(insert.run(merchant, s.account, s.nickname, seedHash, s.type, ids.get(s.upline)!, s.balance / 100, s.createdAt).lastInsertRowid);
    ids.set(s.account, id);
  }
  const at = Date.UTC(2026, 9, 1);
  const insertContract = db.prepare(`INSERT INTO agent_contracts (merchant, member_id, upline_id, kind, rate_bp, period_type, period_valid_bet, active_members,
    bet_amount, status, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  contractSeeds().forEach((c, i) => {
    const when = c.status === 'pending' ? Date.UTC(2026, 10, 18) + i * 60_000 : at + i * 60_000;
    insertContract.run(
      merchant,
      ids.get(c.account)!,
      c.upline ? ids.get(c.upline)! : null,
      c.kind,
      c.rateBp,
      c.periodType,
      c.periodValidBet,
      c.activeMembers,
      c.betAmount,
      c.status,
      when,
      when,
    );
  });
}

/** Before a reset re-seeds: the agent tables are state too. */
export function clearAgentTables(db: Db): void {
  ensureAgentTables(db);
  for (const t of AGENT_TABLES) db.exec(`DELETE FROM ${t}`);
}

export function createAgentStore(db: Db) {
  ensureAgentTables(db);
  const s = {
    team: db.prepare(`WITH RECURSIVE t(id, level) AS (
        SELECT id, 1 FROM members WHERE upline_id = ?
        UNION ALL SELECT m.id, t.level + 1 FROM members m JOIN t ON m.upline_id = t.id WHERE t.level < 12)
      SELECT m.*, t.level FROM t JOIN members m ON m.id = t.id ORDER BY t.level, m.id`),
    member: db.prepare('SELECT * FROM members WHERE id = ?'),
    byAccount: db.prepare('SELECT * FROM members WHERE merchant = ? AND account = ?'),
    contract: db.prepare('SELECT * FROM agent_contracts WHERE id = ?'),
    ofMember: db.prepare("SELECT * FROM agent_contracts WHERE member_id = ? AND status != 'rejected' AND status != 'terminated' ORDER BY kind, id"),
    history: db.prepare(`SELECT * FROM agent_contracts WHERE (member_id = ? OR upline_id = ?) AND status IN ('rejected', 'terminated')
      ORDER BY updated_at DESC, id DESC LIMIT 50`),
    ofDownlines: db.prepare("SELECT * FROM agent_contracts WHERE upline_id = ? AND status NOT IN ('rejected', 'terminated') ORDER BY kind, member_id, id"),
    active: db.prepare(
      "SELECT * FROM agent_contracts WHERE member_id = ? AND kind = ? AND status IN ('active', 'terminationRequested') ORDER BY id DESC LIMIT 1",
    ),
    pendingFor: db.prepare("SELECT * FROM agent_contracts WHERE member_id = ? AND kind = ? AND status = 'pending'"),
    downlineActive: db.prepare(
      "SELECT * FROM agent_contracts WHERE upline_id = ? AND kind = ? AND status IN ('active', 'terminationRequested') ORDER BY member_id",
    ),
    setStatus: db.prepare('UPDATE agent_contracts SET status = ?, end_reason = ?, updated_at = ? WHERE id = ?'),
    insert: db.prepare(`INSERT INTO agent_contracts (merchant, member_id, upline_id, kind, rate_bp, period_type, period_valid_bet, active_members, bet_amount,
      status, created_at, updated_at) VALUES (@merchant, @member_id, @upline_id, @kind, @rate_bp, @period_type, @period_valid_bet, @active_members, @bet_amount,
      'pending', @now, @now)`),
    insertTransfer: db.prepare('INSERT INTO agent_transfers (merchant, from_id, to_id, direction, amount_minor, created_at) VALUES (?, ?, ?, ?, ?, ?)'),
    transfers: db.prepare('SELECT * FROM agent_transfers WHERE from_id = ? OR to_id = ? ORDER BY id DESC'),
  };

  const store = {
    member: (id: number) => s.member.get(id) as MemberRow | undefined,
    byAccount: (merchant: string, account: string) => s.byAccount.get(merchant, account) as MemberRow | undefined,
    /** Every downline of `agentId` at any depth, with its level (1 = direct). */
    team: (agentId: number) => s.team.all(agentId) as TeamMember[],
    contract: (id: number) => s.contract.get(id) as ContractRow | undefined,
    /** The member's own open contracts (pending, active, termination requested). */
    contractsOf: (memberId: number) => s.ofMember.all(memberId) as ContractRow[],
    /** Ended contracts (rejected, terminated) of the agent itself and those it gave its downlines, newest first. */
    endedContracts: (memberId: number) => s.history.all(memberId, memberId) as ContractRow[],
    /** Open contracts this agent gave its direct downlines. */
    downlineContracts: (agentId: number) => s.ofDownlines.all(agentId) as ContractRow[],
    activeContract: (memberId: number, kind: ContractKind) => s.active.get(memberId, kind) as ContractRow | undefined,
    /**
     * §4: agreeing to a contract ends every direct downline's contract of the same
     * kind whose rate is higher than the new one. The portal shows this list before
     * the agent agrees.
     */
    wouldTerminate: (c: ContractRow) => (s.downlineActive.all(c.member_id, c.kind) as ContractRow[]).filter((d) => d.rate_bp > c.rate_bp),

    accept: db.transaction((c: ContractRow, now: number): ContractRow[] => {
      const ended = store.wouldTerminate(c);
      for (const d of ended) s.setStatus.run('terminated', 'uplineRateLowered', now, d.id);
      const previous = store.activeContract(c.member_id, c.kind);
      if (previous && previous.id !== c.id) s.setStatus.run('terminated', 'replaced', now, previous.id);
      s.setStatus.run('active', null, now, c.id);
      return ended;
    }),
    setStatus: (id: number, status: ContractStatus, reason: string | null, now: number) => s.setStatus.run(status, reason, now, id),
    /** A new contract offered to a downline; an earlier pending offer of the same kind is withdrawn. */
    offer: db.transaction((o: Omit<ContractRow, 'id' | 'status' | 'end_reason' | 'created_at' | 'updated_at'>, now: number): ContractRow => {
      for (const p of s.pendingFor.all(o.member_id, o.kind) as ContractRow[]) s.setStatus.run('rejected', 'withdrawn', now, p.id);
      const id = Number(s.insert.run({ ...o, now }).lastInsertRowid);
      return s.contract.get(id) as ContractRow;
    }),
    recordTransfer: (merchant: string, from: number, to: number, direction: 'DOWN' | 'UP', minor: bigint) =>
      Number(s.insertTransfer.run(merchant, from, to, direction, minor, Date.now()).lastInsertRowid),
    transfers: (memberId: number) => s.transfers.all(memberId, memberId) as TransferRow[],
  };
  return store;
}

export type AgentStore = ReturnType<typeof createAgentStore>;

const stores = perDb(createAgentStore);
/** One store per database (the routes reach it through the sandbox's db, so context.ts stays as it is). */
export const agentStore = (sb: { db: Db }): AgentStore => stores(sb.db);

/** The settings-tree flag of each contract kind (§6: the agent centre's dividend and salary entries). */
export const CONTRACT_KIND_FLAGS: Record<ContractKind, string> = {
  DIVIDEND: 'DIVIDENDCONTRACT3',
  DAILY: 'DAILYSALARY3',
  HOURLY: 'HOURLYSALARY3',
  REALTIME: 'REALTIMESALARY3',
};

/**
 * The consolidated contract info (§3; consolidatedFunds), from the member's own data: a `…req` field is 1 when
 * the member may make requests of that kind (an agent, the kind switched on: new contracts for its downlines,
 * and for hourly and real-time its own salary contract), an `…info` field is 1 when there is contract information
 * of that kind to show (an open contract of its own: its settlements). contractmrdailysalinfotype is the daily
 * salary of the agent's downlines: 1 when it gave one an open daily contract.
 */
export function consolidatedFunds(sb: { db: Db; state: { flag(merchant: string, modId: string): boolean } }, merchant: string, member: MemberRow) {
  const agent = AGENT_TYPES.includes(member.type) && sb.state.flag(merchant, 'AGENTCENTRE3');
  const store = agentStore(sb);
  const own = agent ? store.contractsOf(member.id) : [];
  const on = (kind: ContractKind) => agent && sb.state.flag(merchant, CONTRACT_KIND_FLAGS[kind]);
  const bit = (b: boolean) => (b ? 1 : 0);
  const req = (kind: ContractKind) => bit(on(kind));
  const info = (kind: ContractKind) => bit(on(kind) && own.some((c) => c.kind === kind));
  return {
    dailysalreq: req('DAILY'),
    divtypereq: req('DIVIDEND'),
    contracthoursalreq: req('HOURLY'),
    realtimesalreqtype: req('REALTIME'),
    contractmrdailysalinfotype: bit(on('DAILY') && store.downlineContracts(member.id).some((c) => c.kind === 'DAILY')),
    contracthoursalinfo: info('HOURLY'),
    dailysalinfotype: info('DAILY'),
    realtimesalinfotype: info('REALTIME'),
    divtypeinfo: info('DIVIDEND'),
  };
}
