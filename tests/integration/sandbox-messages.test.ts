import { describe, expect, it } from 'vitest';
import { SEED_PASSWORD } from '../../sandbox/fixtures/accounts';
import { refusalOf, type Client } from './support/clients';
import { ALPHA, BETA, fileSandbox } from './support/sandbox';
import { postMessage } from '../../sandbox/messages';
import type { LoginValue } from '../../src/api/models';
import type { ChatUrl, MemberAvatar, MessageList, NicknameValue, PlatformMessage, UnreadCount } from '../../src/api/types.generated';

/**
 * Platform messages (list, read, detail, delete, unread count), My account
 * (avatar relay, nickname) and the unregistered-IP login step over real HTTP
 * through the portal's client. The sandbox checks every answer against its
 * schema, so a success also means "matches schema/api". Each test uses its own
 * merchant or a fresh account where it changes state.
 */
const sb = fileSandbox();
const { clientFor, loggedIn } = sb;
const newMember = (merchant = ALPHA) => sb.newMember('msg', merchant);
const qa = async (path: string, body: unknown) => (await sb.qa('POST', path, body)) as Record<string, string>;
const memberIdOf = async (c: Client) => (await c.call<{ id: number }>('memberInfo')).id;

describe('platform messages', () => {
  it('a new member finds the starter inbox: 4 messages, 3 unread, newest first; unreadCount and memberInfo agree', async () => {
    const c = await newMember();
    const page = await c.call<MessageList>('messageList');
    expect(page.total).toBe(4);
    expect(page.unReadCount).toBe(3);
    expect(page.list.map((m) => m.template)).toEqual(['text', 'withdrawalRejected', 'depositCredited', 'welcome']);
    expect(page.list[3]).toMatchObject({ read: true, params: { account: c.account } });
    expect((await c.call<UnreadCount>('unreadCount')).unReadCount).toBe(3);
    expect((await c.call<{ unReadCount: number }>('memberInfo')).unReadCount).toBe(3);
  });

  it('pages by pageNo/pageSize', async () => {
    const c = await newMember();
    const first = await c.call<MessageList>('messageList', { query: { pageNo: 1, pageSize: 3 } });
    const second = await c.call<MessageList>('messageList', { query: { pageNo: 2, pageSize: 3 } });
    expect([first.list.length, second.list.length, first.totalPages]).toEqual([3, 1, 2]);
    expect(new Set([...first.list, ...second.list].map((m) => m.id)).size).toBe(4);
  });

  it('read: one id, then all; the unread count goes down; detail shows the read state', async () => {
    const c = await newMember();
    const { list } = await c.call<MessageList>('messageList');
    const unread = list.filter((m) => !m.read);
    expect((await c.call<UnreadCount>('messageRead', { body: { ids: [unread[0]!.id] } })).unReadCount).toBe(2);
    expect((await c.call<PlatformMessage>('messageDetail', { query: { id: unread[0]!.id } })).read).toBe(true);
    // Reading a message twice changes nothing.
    expect((await c.call<UnreadCount>('messageRead', { body: { ids: [unread[0]!.id] } })).unReadCount).toBe(2);
    expect((await c.call<UnreadCount>('messageRead', { body: { all: true } })).unReadCount).toBe(0);
    expect((await c.call<UnreadCount>('unreadCount')).unReadCount).toBe(0);
  });

  it('delete: gone from the list and the count; deleting again or an unknown id is NOT_FOUND; bad ids are INVALID_FIELD', async () => {
    const c = await newMember();
    const { list } = await c.call<MessageList>('messageList');
    const target = list.find((m) => !m.read)!;
    expect((await c.call<UnreadCount>('messageDelete', { body: { ids: [target.id] } })).unReadCount).toBe(2);
    const after = await c.call<MessageList>('messageList');
    expect(after.total).toBe(3);
    expect(after.list.some((m) => m.id === target.id)).toBe(false);
    expect((await refusalOf(c.call('messageDelete', { body: { ids: [target.id] } }))).code).toBe('NOT_FOUND');
    expect((await refusalOf(c.call('messageDetail', { query: { id: target.id } }))).code).toBe('NOT_FOUND');
    expect((await refusalOf(c.call('messageDelete', { body: { ids: [] } }))).code).toBe('INVALID_FIELD');
  });

  it("a member cannot read or delete another member's message", async () => {
    const a = await newMember();
    const b = await newMember();
    const { list } = await a.call<MessageList>('messageList');
    expect((await refusalOf(b.call('messageDetail', { query: { id: list[0]!.id } }))).code).toBe('NOT_FOUND');
    expect((await refusalOf(b.call('messageDelete', { body: { ids: [list[0]!.id] } }))).code).toBe('NOT_FOUND');
    expect((await a.call<MessageList>('messageList')).total).toBe(4);
  });

  it('postMessage (the wallet notices): a template with its parameters arrives unread, newest, with the English text filled in', async () => {
    const c = await newMember(BETA);
    const memberId = await memberIdOf(c);
    // The sandbox's own SQLite file, as another sandbox module would write it (WAL allows a second writer).
    await sb.withDb((db) => postMessage({ db }, memberId, { template: 'withdrawalApproved', params: { amount: '1500.00', currency: 'VND', orderNo: 'W-77' } }));
    const page = await c.call<MessageList>('messageList');
    expect(page.unReadCount).toBe(4);
    expect(page.list[0]).toMatchObject({
      template: 'withdrawalApproved',
      params: { amount: '1500.00', currency: 'VND', orderNo: 'W-77' },
      title: 'Withdrawal approved',
      content: 'Your withdrawal of 1500.00 VND (order W-77) has been approved and paid out.',
      read: false,
    });
  });

  it('a trial account has an empty inbox and cannot change it', async () => {
    const c = await loggedIn('trial01');
    expect(await c.call<MessageList>('messageList')).toEqual({ list: [], total: 0, totalPages: 1, unReadCount: 0 });
    expect((await c.call<UnreadCount>('unreadCount')).unReadCount).toBe(0);
    expect((await refusalOf(c.call('messageRead', { body: { all: true } }))).code).toBe('TRIAL_ACCOUNT');
  });

  it('a visitor is refused NOT_LOGGED_IN', async () => {
    expect((await refusalOf(clientFor().call('messageList'))).code).toBe('NOT_LOGGED_IN');
  });
});

describe('my account', () => {
  it('avatar relay: a picture on the sandbox origin that loads; none for a trial account', async () => {
    const c = await loggedIn('player01');
    const { avatarUrl } = await c.call<MemberAvatar>('memberAvatar');
    expect(avatarUrl).toMatch(new RegExp(`^${sb.url}/sandbox-assets/avatars/\\d\\.svg$`));
    const res = await fetch(avatarUrl!);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/svg+xml']);
    expect((await (await loggedIn('trial01')).call<MemberAvatar>('memberAvatar')).avatarUrl).toBeNull();
  });

  it('VIP club label: members VIP 1, agents VIP 3, each with two colours; none for a trial account', async () => {
    type Info = { clubLabel: { labelName: string; color: string; color2: string } | null };
    expect((await (await loggedIn('player01')).call<Info>('memberInfo')).clubLabel).toMatchObject({
      labelName: 'VIP 1',
      color: expect.stringMatching(/^#/),
      color2: expect.stringMatching(/^#/),
    });
    expect((await (await loggedIn('agent01')).call<Info>('memberInfo')).clubLabel?.labelName).toBe('VIP 3');
    expect((await (await loggedIn('trial01')).call<Info>('memberInfo')).clubLabel).toBeNull();
  });

  it('nickname: stored trimmed (any script), shown by memberInfo; bad ones refused under the field; trial refused', async () => {
    const c = await newMember();
    expect(await c.call<NicknameValue>('memberNickname', { body: { nickname: '  Nguyễn   Văn A ' } })).toEqual({ nickname: 'Nguyễn Văn A' });
    expect((await c.call<{ nickname: string }>('memberInfo')).nickname).toBe('Nguyễn Văn A');
    for (const [nickname, reason] of [
      ['', 'empty'],
      ['x', 'pattern'],
      ['<script>', 'pattern'],
      ['a'.repeat(17), 'pattern'],
    ] as const) {
      const err = await refusalOf(c.call('memberNickname', { body: { nickname } }));
      expect([err.code, err.details]).toEqual(['INVALID_FIELD', { field: 'nickname', reason }]);
    }
    expect((await refusalOf((await loggedIn('trial01')).call('memberNickname', { body: { nickname: 'Guest Two' } }))).code).toBe('TRIAL_ACCOUNT');
  });
});

describe('login from an unregistered IP', () => {
  const login = (c: Client, account: string) => c.call<LoginValue>('login', { body: { type: 'username', username: account, password: SEED_PASSWORD } });

  it('the marked account is refused with a ticket and its methods; a wrong answer is VERIFICATION_FAILED; a right one logs in once and for all', async () => {
    const qaInfo = await qa('/unregistered-ip', { merchant: BETA, account: 'player01' });
    const c = clientFor(BETA);
    const refusal = await refusalOf(login(c, 'player01'));
    expect(refusal.code).toBe('IP_VERIFICATION_REQUIRED');
    const value = refusal.details as { ticket: string; methods: string[]; mobile: string; email: string };
    expect(value.methods).toEqual(['sms', 'email', 'bankName', 'google']);
    expect(value.mobile).toMatch(/^\*+678$/);
    expect(value.email).toBe('pl***@example.com');
    // A wrong password is still just a wrong password (no ticket for it).
    expect((await refusalOf(c.call('login', { body: { type: 'username', username: 'player01', password: 'nope1234' } }))).code).toBe('LOGIN_FAILED');

    const wrong = await refusalOf(
      c.call('loginVerify', { body: { ticket: value.ticket, method: 'google', googleCode: '000000' === qaInfo.googleCode ? '111111' : '000000' } }),
    );
    expect([wrong.code, wrong.details]).toEqual(['VERIFICATION_FAILED', { field: 'googleCode' }]);
    const ok = await c.call<LoginValue>('loginVerify', { body: { ticket: value.ticket, method: 'google', googleCode: qaInfo.googleCode } });
    expect(ok.token).toBeTruthy();
    expect((await refusalOf(c.call('loginVerify', { body: { ticket: value.ticket, method: 'google', googleCode: qaInfo.googleCode } }))).code).toBe(
      'VERIFICATION_EXPIRED',
    );
    expect((await login(c, 'player01')).token).toBeTruthy();
  });

  it('by SMS to the bound phone (another number refused), by email and by bank account name', async () => {
    const c = clientFor(ALPHA);
    await qa('/unregistered-ip', { merchant: ALPHA, account: 'agent01' });
    let ticket = ((await refusalOf(login(c, 'agent01'))).details as { ticket: string }).ticket;
    expect((await refusalOf(c.call('loginVerifySms', { body: { ticket, mobileNum: '900000000' } }))).code).toBe('INVALID_PHONE');
    await c.call('loginVerifySms', { body: { ticket, mobileNum: '912345679' } });
    const sms = (await (await fetch(`${sb.url}/__sandbox/sms?mobile=912345679`)).json()) as { code: string; purpose: string };
    expect(sms.purpose).toBe('ipVerify');
    expect(
      (await c.call<LoginValue>('loginVerify', { body: { ticket, method: 'sms', mobileNum: '912345679', verificationCode: sms.code } })).token,
    ).toBeTruthy();

    await qa('/unregistered-ip', { merchant: ALPHA, account: 'agent01' });
    ticket = ((await refusalOf(login(c, 'agent01'))).details as { ticket: string }).ticket;
    expect((await c.call<LoginValue>('loginVerify', { body: { ticket, method: 'email', email: 'AGENT01@example.com' } })).token).toBeTruthy();

    await qa('/unregistered-ip', { merchant: ALPHA, account: 'agent01' });
    ticket = ((await refusalOf(login(c, 'agent01'))).details as { ticket: string }).ticket;
    expect((await refusalOf(c.call('loginVerify', { body: { ticket, method: 'bankName', bankAccountName: 'Somebody Else' } }))).code).toBe(
      'VERIFICATION_FAILED',
    );
    // The nickname is not the bank name (the upline agent sees it): refused like any wrong name.
    expect((await refusalOf(c.call('loginVerify', { body: { ticket, method: 'bankName', bankAccountName: 'Agent One' } }))).code).toBe('VERIFICATION_FAILED');
    expect((await c.call<LoginValue>('loginVerify', { body: { ticket, method: 'bankName', bankAccountName: 'niran wongsa' } })).token).toBeTruthy();
  });

  it('an account without phone, email or bank name is offered Google only (never its nickname as a bank name)', async () => {
    await qa('/unregistered-ip', { merchant: ALPHA, account: 'default01' });
    const err = await refusalOf(clientFor(ALPHA).call('login', { body: { type: 'username', username: 'default01', password: 'a123456' } }));
    expect((err.details as { methods: string[] }).methods).toEqual(['google']);
  });
});

describe('chat frame', () => {
  it('chatUrl carries b2c, title and header colour to the frame, which reports its unread count and logout by postMessage', async () => {
    const c = await loggedIn('player01');
    const { chatUrl } = await c.call<ChatUrl>('chatUrl', { query: { b2c: 1, title: 'Lotus chat', language: 'VI', headerColor: '#6b21a8' } });
    expect(chatUrl).toContain('b2c=1');
    const html = await (await fetch(chatUrl)).text();
    expect(html).toContain('Lotus chat');
    expect(html).toContain('#6b21a8');
    expect(html).toContain("type:'unread'");
    expect(html).toContain("type:'logout'");
  });
});
