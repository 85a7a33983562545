import { describe, expect, it } from 'vitest';
import { badgeText, messageText } from '../../src/features/messages/lib/message-text';
import { chatOrigin, chatUrlQuery, readChatEvent, CHAT_HEADER_COLOUR } from '../../src/features/chat/lib/chat-frame';

/** A catalogue stand-in: the key and its values, so the test sees what was asked for. */
const t = (id: string, values?: Record<string, string>) =>
  values
    ? `${id}(${Object.entries(values)
        .map(([k, v]) => `${k}=${v}`)
        .join(',')})`
    : id;
const money = (amount: string, currency: string) => `${currency || 'BRAND'} ${amount}`;

describe('platform message text (§9 notification templates)', () => {
  it("a template is rendered from the catalogue in the player's language, with the amount formatted in its currency", () => {
    const m = {
      template: 'depositCredited' as const,
      params: { amount: '100.00', currency: 'VND', orderNo: 'D1' },
      title: 'Deposit credited',
      content: 'English text',
    };
    expect(messageText(m, t, money)).toEqual({
      title: 'messages.template.depositCredited.title',
      body: 'messages.template.depositCredited.body(amount=VND 100.00,orderNo=D1,account=)',
    });
  });

  it("an empty currency means the brand's; a reason is appended in its own sentence", () => {
    const m = {
      template: 'withdrawalRejected' as const,
      params: { amount: '5', currency: '', orderNo: 'W', reason: 'Card name mismatch' },
      title: '',
      content: '',
    };
    expect(messageText(m, t, money).body).toBe(
      'messages.template.withdrawalRejected.body(amount=BRAND 5,orderNo=W,account=) messages.reason(reason=Card name mismatch)',
    );
  });

  it('free text is shown as written; an unknown template falls back to the platform text', () => {
    expect(messageText({ template: 'text', params: { title: 'Hi', content: 'Body' }, title: 'x', content: 'y' }, t, money)).toEqual({
      title: 'Hi',
      body: 'Body',
    });
    const future = { template: 'bonusIssued' as unknown as 'text', params: {}, title: 'Bonus', content: 'You got a bonus' };
    expect(messageText({ ...future, template: 'bonusIssued' as never }, t, money)).toEqual({ title: 'Bonus', body: 'You got a bonus' });
  });

  it('the badge caps at 99+', () => {
    expect([badgeText(3), badgeText(99), badgeText(100)]).toEqual(['3', '99', '99+']);
  });
});

describe('chat frame callbacks (§7)', () => {
  const origin = chatOrigin('https://chat.example.test/room?member=a');

  it('getChatUrl asks for b2c 1, the title, the language and the purple header colour', () => {
    expect(chatUrlQuery('Lotus chat', 'VI')).toEqual({ b2c: 1, title: 'Lotus chat', language: 'VI', headerColor: CHAT_HEADER_COLOUR });
    expect(CHAT_HEADER_COLOUR).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('accepts unread counts and logout from the chat origin only', () => {
    expect(readChatEvent({ origin: 'https://chat.example.test', data: { source: 'chat', type: 'unread', count: 4 } }, origin)).toEqual({
      type: 'unread',
      count: 4,
    });
    expect(readChatEvent({ origin: 'https://chat.example.test', data: { source: 'chat', type: 'logout' } }, origin)).toEqual({ type: 'logout' });
    expect(readChatEvent({ origin: 'https://evil.example.test', data: { source: 'chat', type: 'logout' } }, origin)).toBeNull();
  });

  it("with the frame's window: only that window counts, and its opaque origin (sandboxed without allow-same-origin) is accepted", () => {
    const frame = { name: 'chat frame window' };
    const logout = { source: 'chat', type: 'logout' };
    expect(readChatEvent({ origin: 'null', data: logout, source: frame }, origin, frame)).toEqual({ type: 'logout' });
    expect(readChatEvent({ origin: 'https://chat.example.test', data: logout, source: frame }, origin, frame)).toEqual({ type: 'logout' });
    // Another frame of the page, even one on the chat's origin or opaque itself, is not the chat.
    expect(readChatEvent({ origin: 'null', data: logout, source: { other: true } }, origin, frame)).toBeNull();
    expect(readChatEvent({ origin: 'https://chat.example.test', data: logout, source: { other: true } }, origin, frame)).toBeNull();
    // No frame mounted: nothing counts; an opaque origin without a frame check never counts.
    expect(readChatEvent({ origin: 'https://chat.example.test', data: logout, source: frame }, origin, null)).toBeNull();
    expect(readChatEvent({ origin: 'null', data: logout }, origin)).toBeNull();
  });

  it('ignores foreign or malformed messages and addresses that are not http(s)', () => {
    for (const data of [
      null,
      'logout',
      { type: 'logout' },
      { source: 'chat', type: 'unread', count: -1 },
      { source: 'chat', type: 'unread', count: '3' },
      { source: 'chat', type: 'other' },
    ]) {
      expect(readChatEvent({ origin: 'https://chat.example.test', data }, origin)).toBeNull();
    }
    expect(chatOrigin('javascript:alert(1)')).toBeNull();
    expect(chatOrigin(undefined)).toBeNull();
    expect(readChatEvent({ origin: 'null', data: { source: 'chat', type: 'logout' } }, null)).toBeNull();
  });
});
