import type { FastifyInstance } from 'fastify';
import type { Sandbox } from './context';

/**
 * Security headers of the sandbox's own answers (its pages, pictures, QA
 * switches and API envelopes), as the portal's pages get theirs from nginx.
 * Nothing the sandbox serves may be framed by another site, except the pages
 * the brands' own pages frame: the chat, and the demo game and lottery pages
 * (a vendor's game page, played in the portal's game frame). An answer that already carries a
 * Content-Security-Policy (the portal's pages under npm start) keeps its own.
 */
/** The sandbox's pages a brand's page frames: the chat room, and the demo game and lottery pages. */
const FRAMED_PAGES = ['/sandbox-chat', '/sandbox-game/', '/sandbox-lottery'];
const LOCAL_ANCESTORS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://*.localhost:*'];

export function frameAncestorsOfChat(sb: Pick<Sandbox, 'merchants'>): string {
  const domains = sb.merchants.list.flatMap((m) => m.domains.flatMap((d) => [`https://${d}`, `http://${d}`]));
  return ["'self'", ...domains, ...LOCAL_ANCESTORS].join(' ');
}

export function sandboxHeaders(app: FastifyInstance, sb: Pick<Sandbox, 'merchants'>): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      const framed = FRAMED_PAGES.some((prefix) => req.url.startsWith(prefix));
      reply.header(
        'content-security-policy',
        framed
          ? `default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src 'self' data:; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestorsOfChat(sb)}`
          : "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      );
      if (!framed) reply.header('x-frame-options', 'DENY');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    }
    done(null, payload);
  });
}
