/**
 * The chat room (§4, §7): its address parameters and the page callbacks its
 * frame sends. Pure: no React, unit-tested.
 *
 * The frame reports through `window.postMessage`; a message counts only when it
 * comes from the chat frame's own window and origin (the address getChatUrl
 * answered) and has the expected shape, so another frame or window cannot fake
 * a logout. A chat on the portal's own origin is framed without
 * allow-same-origin (it could read the session token and lift its sandbox).
 */
/** §3/§9: the chat header colour is a fixed purple. */
export const CHAT_HEADER_COLOUR = '#7b3fe4';

export interface ChatUrlQuery {
  b2c: 1;
  title: string;
  language: string;
  headerColor: string;
  [key: string]: string | number;
}

export const chatUrlQuery = (title: string, language: string): ChatUrlQuery => ({ b2c: 1, title, language, headerColor: CHAT_HEADER_COLOUR });

export type ChatEvent = { type: 'unread'; count: number } | { type: 'logout' };

/** The origin of the chat address, or null when it is not an absolute http(s) address. */
export function chatOrigin(chatUrl: string | null | undefined): string | null {
  if (!chatUrl) return null;
  try {
    const u = new URL(chatUrl);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
}

/**
 * A page callback from the chat frame, or null for anything else (wrong origin, foreign message, bad shape).
 * With `frame` (the frame's window) the message must come from that very window; a frame sandboxed without
 * allow-same-origin (a chat on the portal's own origin) speaks from the opaque origin "null", accepted then only.
 */
export function readChatEvent(event: { origin: string; data: unknown; source?: unknown }, expectedOrigin: string | null, frame?: unknown): ChatEvent | null {
  if (!expectedOrigin) return null;
  if (frame !== undefined && (frame === null || event.source !== frame)) return null;
  const opaque = frame !== undefined && event.origin === 'null';
  if (event.origin !== expectedOrigin && !opaque) return null;
  const d = event.data as { source?: unknown; type?: unknown; count?: unknown } | null;
  if (!d || typeof d !== 'object' || d.source !== 'chat') return null;
  if (d.type === 'logout') return { type: 'logout' };
  if (d.type === 'unread' && typeof d.count === 'number' && Number.isInteger(d.count) && d.count >= 0)
    return { type: 'unread', count: Math.min(d.count, 9999) };
  return null;
}
