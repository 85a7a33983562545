import { perDb, type Db } from './db';
import type { Sandbox } from './context';
import { formatTime } from './time';

/**
 * Platform messages per member (messageV2, §2/§9): notification templates
 * (deposit credited / failed, withdrawal approved / rejected, §9) and free
 * text. A message is stored as its template key and parameters, so the portal
 * renders it in the player's language; `title` and `content` carry the
 * platform's own English text for clients that know no templates.
 *
 * Other areas post messages through `postMessage(sb, memberId, …)` (the wallet
 * posts the deposit and withdrawal notices). Table: `messages` in db.ts.
 */
export const MESSAGE_TEMPLATES = ['depositCredited', 'depositFailed', 'withdrawalApproved', 'withdrawalRejected', 'welcome', 'text'] as const;
export type MessageTemplate = (typeof MESSAGE_TEMPLATES)[number];

/** Parameters a template fills in (amounts as decimal strings, e.g. `{ amount: '100.00', currency: 'VND', orderNo: 'D123' }`). */
export type MessageParams = Record<string, string | number>;

export type MessageInput =
  | { template: Exclude<MessageTemplate, 'text'>; params?: MessageParams }
  /** Free text: the title and content are shown as written (no translation). */
  | { template: 'text'; params: { title: string; content: string } & MessageParams };

export interface PlatformMessageValue {
  id: number;
  template: MessageTemplate;
  params: Record<string, string>;
  title: string;
  content: string;
  read: boolean;
  createdTime: string;
}

interface MessageRow {
  id: number;
  member_id: number;
  template: string;
  params: string;
  title: string;
  content: string;
  read_at: number | null;
  created_at: number;
}

/** The platform's English text of each template; `{name}` is replaced by the parameter. */
const english: Record<Exclude<MessageTemplate, 'text'>, { title: string; content: string }> = {
  depositCredited: { title: 'Deposit credited', content: 'Your deposit of {amount} {currency} (order {orderNo}) has been credited to your account.' },
  depositFailed: { title: 'Deposit failed', content: 'Your deposit of {amount} {currency} (order {orderNo}) could not be completed. {reason}' },
  withdrawalApproved: { title: 'Withdrawal approved', content: 'Your withdrawal of {amount} {currency} (order {orderNo}) has been approved and paid out.' },
  withdrawalRejected: { title: 'Withdrawal rejected', content: 'Your withdrawal of {amount} {currency} (order {orderNo}) was rejected. {reason}' },
  welcome: { title: 'Welcome', content: 'Welcome! Your account {account} is ready. Good luck!' },
};

const fill = (text: string, params: Record<string, string>) =>
  text
    .replace(/\{(\w+)\}/g, (_m, k: string) => params[k] ?? '')
    .replace(/ {2,}/g, ' ')
    .replace(/ \(order \)/, '')
    .trim();

const stringParams = (params: MessageParams = {}): Record<string, string> => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]));

const toValue = (r: MessageRow): PlatformMessageValue => ({
  id: r.id,
  template: r.template as MessageTemplate,
  params: JSON.parse(r.params) as Record<string, string>,
  title: r.title,
  content: r.content,
  read: r.read_at !== null,
  createdTime: formatTime(r.created_at),
});

const HOUR = 3_600_000;

/** What a member finds in the inbox the first time it is opened (3 unread, 1 read), so screens have something to show. */
function starterMessages(account: string): { input: MessageInput; ageMs: number; read: boolean }[] {
  return [
    { input: { template: 'welcome', params: { account } }, ageMs: 72 * HOUR, read: true },
    { input: { template: 'depositCredited', params: { amount: '500.00', currency: '', orderNo: 'D-SEED-1' } }, ageMs: 48 * HOUR, read: false },
    { input: { template: 'withdrawalRejected', params: { amount: '200.00', currency: '', orderNo: 'W-SEED-1', reason: '' } }, ageMs: 24 * HOUR, read: false },
    {
      input: {
        template: 'text',
        // `copy`: the merchant's own words for it, answered in the reader's language (routes/messages.ts).
        params: {
          title: 'Weekend reload bonus',
          content: 'Deposit this weekend and receive a 15% reload bonus. See Promotions for the rules.',
          copy: 'weekendMessage',
        },
      },
      ageMs: 2 * HOUR,
      read: false,
    },
  ];
}

export function createMessageStore(db: Db) {
  const s = {
    insert: db.prepare('INSERT INTO messages (member_id, template, params, title, content, read_at, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
    list: db.prepare('SELECT * FROM messages WHERE member_id = ? AND deleted_at IS NULL ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?'),
    count: db.prepare('SELECT COUNT(*) FROM messages WHERE member_id = ? AND deleted_at IS NULL').pluck(),
    unread: db.prepare('SELECT COUNT(*) FROM messages WHERE member_id = ? AND deleted_at IS NULL AND read_at IS NULL').pluck(),
    one: db.prepare('SELECT * FROM messages WHERE member_id = ? AND id = ? AND deleted_at IS NULL'),
    markRead: db.prepare('UPDATE messages SET read_at = ? WHERE member_id = ? AND id = ? AND deleted_at IS NULL AND read_at IS NULL'),
    markAllRead: db.prepare('UPDATE messages SET read_at = ? WHERE member_id = ? AND deleted_at IS NULL AND read_at IS NULL'),
    remove: db.prepare('UPDATE messages SET deleted_at = ? WHERE member_id = ? AND id = ? AND deleted_at IS NULL'),
    seeded: db.prepare('SELECT 1 FROM message_seeds WHERE member_id = ?').pluck(),
    markSeeded: db.prepare('INSERT OR IGNORE INTO message_seeds (member_id) VALUES (?)'),
    member: db.prepare('SELECT account, type, merchant FROM members WHERE id = ?'),
  };

  const insert = (memberId: number, input: MessageInput, at: number, read: boolean): number => {
    const params = stringParams(input.params);
    const text = input.template === 'text' ? { title: params.title ?? '', content: params.content ?? '' } : english[input.template];
    const info = s.insert.run(memberId, input.template, JSON.stringify(params), fill(text.title, params), fill(text.content, params), read ? at : null, at);
    return Number(info.lastInsertRowid);
  };

  /**
   * A member's starter inbox, written once (the first time anything reads it), so every account (seeded or
   * registered) has one without the seeding code knowing about messages. Trial accounts (type 4) get none.
   */
  const ensureSeeded = (memberId: number) => {
    if (s.seeded.get(memberId)) return;
    const m = s.member.get(memberId) as { account: string; type: number } | undefined;
    db.transaction(() => {
      s.markSeeded.run(memberId);
      if (!m || m.type === 4) return;
      const now = Date.now();
      for (const { input, ageMs, read } of starterMessages(m.account)) insert(memberId, input, now - ageMs, read);
    })();
  };

  return {
    post: (memberId: number, input: MessageInput): number => {
      // The starter set first, so it never appears around (and after) a notice posted before the first read.
      ensureSeeded(memberId);
      return insert(memberId, input, Date.now(), false);
    },
    page: (memberId: number, pageNo: number, pageSize: number) => {
      ensureSeeded(memberId);
      const total = s.count.get(memberId) as number;
      const rows = s.list.all(memberId, pageSize, (pageNo - 1) * pageSize) as MessageRow[];
      return { list: rows.map(toValue), total, totalPages: Math.max(1, Math.ceil(total / pageSize)), unReadCount: s.unread.get(memberId) as number };
    },
    unread: (memberId: number): number => {
      ensureSeeded(memberId);
      return s.unread.get(memberId) as number;
    },
    one: (memberId: number, id: number): PlatformMessageValue | null => {
      ensureSeeded(memberId);
      const r = s.one.get(memberId, id) as MessageRow | undefined;
      return r ? toValue(r) : null;
    },
    /** Marks the given ids read (or all when `ids` is 'all'); returns how many changed. */
    markRead: (memberId: number, ids: number[] | 'all'): number => {
      ensureSeeded(memberId);
      const now = Date.now();
      if (ids === 'all') return s.markAllRead.run(now, memberId).changes;
      return db.transaction(() => ids.reduce((n, id) => n + s.markRead.run(now, memberId, id).changes, 0))();
    },
    remove: (memberId: number, ids: number[]): number => {
      ensureSeeded(memberId);
      const now = Date.now();
      return db.transaction(() => ids.reduce((n, id) => n + s.remove.run(now, memberId, id).changes, 0))();
    },
  };
}

export type MessageStore = ReturnType<typeof createMessageStore>;

const stores = perDb(createMessageStore);

/** The message store of a sandbox's database (prepared once per database). */
export const messagesOf = (sb: Pick<Sandbox, 'db'>): MessageStore => stores(sb.db);

/**
 * Posts a platform message to a member: a notification template with its parameters, or free text
 * (`{ template: 'text', params: { title, content } }`). Returns the message id. Unread until the member reads it.
 */
export function postMessage(sb: Pick<Sandbox, 'db'>, memberId: number, input: MessageInput): number {
  return messagesOf(sb).post(memberId, input);
}
