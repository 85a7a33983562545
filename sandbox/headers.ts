import type { FastifyInstance } from 'fastify';
import type { Sandbox } from './context';

/**
 * Security headers of the sandbox's own answers (its pages, pictures, QA
 * switches and API envelopes), as the portal's pages get theirs from nginx.
 * Nothing the sandbox serves may be framed by another site, except the chat
 * page, which the brands' own pages frame. An answer that already carries a
 * Content-Security-Policy (the portal's pages under npm start) keeps its own.
 */
const LOCAL_ANCESTORS = ['http://localhost:*', 'http://127.0.0.1:*', 'http://*.localhost:*'];

export function frameAncestorsOfChat(sb: Pick<Sandbox, 'merchants'>): string {
  const domains = sb.merchants.list.flatMap((m) => m.domains.flatMap((d) => [`https://${d}`, `http://${d}`]));
  return ["'self'", ...domains, ...LOCAL_ANCESTORS].join(' ');
}

export function sandboxHeaders(app: FastifyInstance, sb: Pick<Sandbox, 'merchants'>): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    if (!reply.hasHeader('content-security-policy')) {
      const chat = req.url.startsWith('/sandbox-chat');
      reply.header(
        'content-security-policy',
        chat
          ? `default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors ${frameAncestorsOfChat(sb)}`
          : "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
      );
      if (!chat) reply.header('x-frame-options', 'DENY');
      reply.header('x-content-type-options', 'nosniff');
      reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    }
    done(null, payload);
  });
}
