import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../context';
import { memberOf } from '../context';
import { refuse } from '../envelope';
import { route } from '../route';
import { str } from '../params';
import { sessionsOf } from '../sessions';

/** Signed-in devices (sandbox/sessions.ts): list, end one, end every other. */
export function deviceRoutes(app: FastifyInstance, sb: Sandbox): void {
  route(app, sb, 'memberSessions', (ctx) => ({ list: sessionsOf(ctx.sb.db).list(memberOf(ctx).id, ctx.token!) }));
  route(app, sb, 'memberSessionRevoke', (ctx) => {
    const m = memberOf(ctx);
    const sessions = sessionsOf(ctx.sb.db);
    if (ctx.body.others === true) return { ended: sessions.revokeOthers(m.id, ctx.token!) };
    const id = str(ctx.body.id);
    if (!id || !sessions.revoke(m.id, id)) refuse('NOT_FOUND', 'No such session.');
    return { ended: 1 };
  });
}
