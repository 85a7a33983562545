import { beforeEach, describe, expect, it } from 'vitest';
import { refusalOf, type Client } from './support/clients';
import { ALPHA, fileSandbox } from './support/sandbox';

/**
 * Sessions kept server-side and ended by the player (ASVS 7.4.3, 7.5.2;
 * issue 32): the signed-in devices list, ending one session or every other,
 * and a revoked token refused at its very next call.
 */
const sb = fileSandbox();
const { qa } = sb;
const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

beforeEach(async () => {
  await qa('POST', '/reset');
});

/** The first call of a session names its device (the sandbox records the User-Agent and address it sees first). */
async function firstCall(c: Client, userAgent: string): Promise<number> {
  const res = await fetch(`${sb.url}/wps/member/sessions`, { headers: { Merchant: ALPHA, Authorization: `Bearer ${c.token}`, 'User-Agent': userAgent } });
  return res.status;
}

describe('signed-in devices', () => {
  it('lists each session with device, browser, place, start and last call; the asking one is marked current', async () => {
    const desk = await sb.loggedIn('player01');
    const phone = await sb.loggedIn('player01');
    await firstCall(desk, CHROME_WINDOWS);
    await firstCall(phone, SAFARI_IPHONE);
    const { list } = await desk.call('memberSessions');
    expect(list).toHaveLength(2);
    const mine = list.find((s) => s.current)!;
    const other = list.find((s) => !s.current)!;
    expect(mine).toMatchObject({ device: 'Windows', browser: 'Chrome', place: 'Bangkok, Thailand' });
    expect(other).toMatchObject({ device: 'iPhone', browser: 'Safari', place: 'Bangkok, Thailand' });
    for (const s of list) {
      expect(s.startedAt).toBeGreaterThan(Date.now() - 60_000);
      expect(s.lastSeenAt).toBeGreaterThanOrEqual(s.startedAt);
      expect(s.id).not.toContain(desk.token!);
      expect(s.id).not.toContain(phone.token!);
    }
  });

  it('ending a session refuses its token at its very next call (401 NOT_LOGGED_IN); the asking session goes on', async () => {
    const desk = await sb.loggedIn('player01');
    const phone = await sb.loggedIn('player01');
    const other = (await desk.call('memberSessions')).list.find((s) => !s.current)!;
    expect(await desk.call('memberSessionRevoke', { body: { id: other.id } })).toEqual({ ended: 1 });
    const refused = await refusalOf(phone.call('balance'));
    expect([refused.code, refused.status]).toEqual(['NOT_LOGGED_IN', 401]);
    expect((await desk.call('balance')).sumBalance).toBeTruthy();
    expect((await desk.call('memberSessions')).list).toHaveLength(1);
  });

  it('"sign out all other devices" ends every session but the asking one', async () => {
    const keep = await sb.loggedIn('player01');
    const others = [await sb.loggedIn('player01'), await sb.loggedIn('player01')];
    expect(await keep.call('memberSessionRevoke', { body: { others: true } })).toEqual({ ended: 2 });
    for (const c of others) expect((await refusalOf(c.call('memberInfo'))).code).toBe('NOT_LOGGED_IN');
    expect((await keep.call('memberInfo')).account).toBe('player01');
  });

  it("another member's session, or an unknown id, is NOT_FOUND and ends nothing", async () => {
    const victim = await sb.loggedIn('agent01');
    const victimSession = (await victim.call('memberSessions')).list[0]!;
    const thief = await sb.loggedIn('player01');
    expect((await refusalOf(thief.call('memberSessionRevoke', { body: { id: victimSession.id } }))).code).toBe('NOT_FOUND');
    expect((await refusalOf(thief.call('memberSessionRevoke', { body: { id: 'nope' } }))).code).toBe('NOT_FOUND');
    expect((await victim.call('memberInfo')).account).toBe('agent01');
  });

  it('logout is a revocation too: the token is refused at once', async () => {
    const c = await sb.loggedIn('player01');
    const token = c.token;
    await c.call('logout');
    c.token = token;
    expect((await refusalOf(c.call('memberSessions'))).status).toBe(401);
  });
});
