import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSandbox } from '../../sandbox/server';
import type { Banner, NoticesValue, PointsItems, Promotions } from '../../src/api/models';

/**
 * Each merchant's content (issue 31) over real HTTP: promotions, notices, points items, banners, deposit
 * channels, missions and messages in the merchant's languages and currency, chosen by the Language header
 * among the brand's enabled languages; and the artwork drawn for it.
 */
const brands = [
  { id: 'thai-test', merchantCode: 'THAITEST', name: 'Thai Test', currency: { code: 'THB', symbol: '฿' }, languages: { enabled: ['TH', 'EN'], default: 'TH' } },
  { id: 'viet-test', merchantCode: 'VIETTEST', name: 'Viet Test', currency: { code: 'VND', symbol: '₫' }, languages: { enabled: ['VI', 'EN'], default: 'VI' } },
  { id: 'bare-test', merchantCode: 'BARETEST' },
].map((b) => ({ ...b, domains: [`${b.id}.example.test`], bannerGroups: { home: 'w_home' } }));

let root: string;
let app: FastifyInstance;
let url: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'sandbox-content-'));
  for (const b of brands) {
    mkdirSync(join(root, 'brands', b.id), { recursive: true });
    writeFileSync(join(root, 'brands', b.id, 'brand.json'), JSON.stringify(b));
  }
  app = await buildSandbox({ dataDir: join(root, 'data'), brandsDir: join(root, 'brands'), qa: true });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await app.close();
  rmSync(root, { recursive: true, force: true });
});

async function get<T>(merchant: string, path: string, language?: string, token?: string): Promise<T> {
  const headers: Record<string, string> = { Merchant: merchant };
  if (language) headers.Language = language;
  if (token) headers.Authorization = `Bearer ${token}`;
  const body = (await (await fetch(`${url}${path}`, { headers })).json()) as { success: boolean; value: T };
  expect(body.success).toBe(true);
  return body.value;
}
const tokenOf = async (merchant: string) =>
  (
    (await (
      await fetch(`${url}/__sandbox/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ merchant, account: 'player01' }),
      })
    ).json()) as { token: string }
  ).token;
const NOTICES = '/wps/notice/list?types=B,PL,PU,PR&platform=W&execution=B';
const thai = /[\u0e00-\u0e7f]/;
const latinWords = (text: string) => (text.match(/[A-Za-z]{2,}/g) ?? []).filter((w) => !['VIP', 'PG', 'JILI', 'SMS', 'OTP', 'Thai', 'Test'].includes(w));

describe('content per merchant and language', () => {
  it('a Thai merchant reads Thai by default, priced in baht, with no English and no dong', async () => {
    const { list } = await get<Promotions>('THAITEST', '/wps/promotions');
    expect(list).toHaveLength(10);
    const text = list.map((p) => `${p.title} ${p.summary}`).join(' ');
    expect(text).toMatch(thai);
    expect(latinWords(text)).toEqual([]);
    expect(text).toContain('฿5,000');
    expect(text).not.toMatch(/VND|₫/);
    const notices = await get<NoticesValue>('THAITEST', NOTICES);
    expect(notices.player.map((n) => n.title).join(' ')).toMatch(thai);
    expect(latinWords(notices.player.map((n) => n.title).join(' '))).toEqual([]);
    const { list: items } = await get<PointsItems>('THAITEST', '/wps/points/items');
    expect(items.map((i) => i.name)).toContain('โบนัส ฿50');
  });

  it('the language asked is answered when the merchant offers it, else the merchant’s default', async () => {
    const en = await get<Promotions>('THAITEST', '/wps/promotions', 'EN');
    expect(en.list[0]!.title).toBe('100% welcome bonus');
    expect(en.list[0]!.summary).toBe('Double your first deposit, up to ฿5,000.');
    const vi = await get<Promotions>('THAITEST', '/wps/promotions', 'VI');
    expect(vi.list[0]!.title).toMatch(thai);
    const bare = await get<Promotions>('BARETEST', '/wps/promotions', 'TH');
    expect(bare.list[0]!.summary).toBe('Double your first deposit, up to $5,000.');
  });

  it('dong amounts are a thousand times larger and in the language’s format', async () => {
    const vi = await get<Promotions>('VIETTEST', '/wps/promotions');
    expect(vi.list[0]!.title).toBe('Thưởng chào mừng 100%');
    // Intl puts a no-break space before the symbol.
    expect(vi.list[0]!.summary).toMatch(/^Nhân đôi lần nạp đầu tiên, tối đa 5\.000\.000\s₫\.$/);
  });

  it('one popup notice a merchant; the member-only ones in the reader’s language', async () => {
    const notices = await get<NoticesValue>('VIETTEST', NOTICES);
    expect(notices.popup).toHaveLength(1);
    expect(notices.popup[0]!.title).toBe('Chào mừng đến Viet Test: thưởng 100% lần nạp đầu');
    const token = await tokenOf('VIETTEST');
    const mine = await get<NoticesValue>('VIETTEST', '/wps/notice/member?types=B,PL,PU,PR&platform=W&execution=B', 'VI', token);
    expect(mine.player[0]!.title).toBe('Thành viên: hoàn tiền VIP hằng tuần');
  });

  it('deposit channels, missions, the inbox message and points remarks follow the reader’s language', async () => {
    const token = await tokenOf('THAITEST');
    const channels = await get<{ channels: { name: string; feeText: string }[] }>('THAITEST', '/wps/v2/deposit/channels', 'TH', token);
    expect(channels.channels.map((c) => c.name)).toEqual(['โอนผ่านธนาคาร', 'ทรูมันนี่ วอลเล็ท', 'พร้อมเพย์ คิวอาร์']);
    expect(channels.channels[1]!.feeText).toBe('ค่าธรรมเนียม 1% Thai Test เป็นผู้จ่าย');
    const missions = await get<{ list: { title: string }[] }>('THAITEST', '/wps/missions/summary', 'TH', token);
    expect(missions.list[0]!.title).toBe('กรอกข้อมูลโปรไฟล์ให้ครบ');
    const inbox = await get<{ list: { template: string; title: string; params: Record<string, string> }[] }>('THAITEST', '/wps/member/messages', 'TH', token);
    const free = inbox.list.find((m) => m.template === 'text')!;
    expect([free.title, free.params.title]).toEqual(['โบนัสเติมเงินวันหยุด', 'โบนัสเติมเงินวันหยุด']);
    const english = await get<typeof inbox>('THAITEST', '/wps/member/messages', 'EN', token);
    expect(english.list.find((m) => m.template === 'text')!.title).toBe('Weekend reload bonus');
  });

  it('the help centre in the reader’s language, its hostile HTML kept for the portal to sanitize', async () => {
    const { sections } = await get<{ sections: { id: string; title: string; content: string }[] }>('THAITEST', '/wps/system/helpCenter');
    expect(sections.map((x) => x.id)).toEqual(['about', 'terms', 'privacy', 'deposit', 'withdraw', 'responsible']);
    expect(sections[0]!.title).toBe('เกี่ยวกับเรา');
    expect(sections[0]!.content).toContain('Thai Test');
    expect(sections.find((x) => x.id === 'deposit')!.content).toContain('onerror');
  });

  it('country names in the reader’s language', async () => {
    const th = await get<{ list: { countryCode: string; name: string }[] }>('THAITEST', '/wps/system/countries');
    expect(th.list.find((c) => c.countryCode === 'TH')!.name).toBe('ไทย');
    const en = await get<typeof th>('THAITEST', '/wps/system/countries', 'EN');
    expect(en.list.find((c) => c.countryCode === 'TH')!.name).toBe('Thailand');
  });
});

describe('artwork', () => {
  const png = async (path: string) => {
    const res = await fetch(`${url}${path}`);
    expect(res.headers.get('content-type')).toBe('image/png');
    return Buffer.from(await res.arrayBuffer());
  };
  const size = (b: Buffer) => [b.readUInt32BE(16), b.readUInt32BE(20)];

  it('banners are the merchant’s, in its language: 2:1 pictures, the same bytes each time, different per merchant', async () => {
    const banners = await get<Banner[]>('THAITEST', '/wps/system/banners?groupName=w_home');
    expect(banners.map((b) => b.url)).toEqual([1, 2, 3].map((i) => `/sandbox-assets/banners/THAITEST/TH/w_home-${i}.png`));
    expect(banners[0]!.title).toBe('โบนัสต้อนรับ 100%');
    const first = await png(banners[0]!.url);
    expect(size(first)).toEqual([1200, 600]);
    expect((await png(banners[0]!.url)).equals(first)).toBe(true);
    expect((await png('/sandbox-assets/banners/VIETTEST/VI/w_home-1.png')).equals(first)).toBe(false);
    // A real banner's weight, not a flat picture's, nor an unoptimised one's.
    expect(first.length).toBeGreaterThan(30_000);
    expect(first.length).toBeLessThan(200_000);
  }, 60_000);

  it('promotion pictures 2:1, points items 4:3, game thumbnails square; unknown ones are 404', async () => {
    expect(size(await png('/sandbox-assets/promotions/THAITEST/TH/101.png'))).toEqual([800, 400]);
    expect(size(await png('/sandbox-assets/points/VIETTEST/VI/201.png'))).toEqual([400, 300]);
    expect(size(await png('/sandbox-assets/games/100000.png'))).toEqual([240, 240]);
    expect((await fetch(`${url}/sandbox-assets/promotions/THAITEST/TH/999.png`)).status).toBe(404);
  }, 60_000);
});
