import type { FastifyInstance } from 'fastify';
import type { Ctx, Sandbox } from '../context';
import { refuse } from '../envelope';
import { route } from '../route';
import { settingsTree } from '../fixtures/settings';
import { countries, resources, serviceLinks } from '../fixtures/content';
import { contentOf } from '../fixtures/merchant-content';
import { readMirrors, routedHosts } from '../lines';
import { gameOrigin } from '../game-origin';
import { escapeHtml } from '../../scripts/lib/brand/html';

/** Status, permission, settings tree, register rules and the other system calls (§3, §7). */
const clientIp = (ctx: Ctx) => ctx.req.ip;

export function systemRoutes(app: FastifyInstance, sb: Sandbox): void {
  const m = (ctx: Ctx) => ctx.merchant.merchantCode;

  route(app, sb, 'systemStatus', (ctx) => {
    const s = ctx.sb.state.status(m(ctx));
    // Status 2 shows the visitor's IP and country: QA may fix them, else the request's own.
    return s.status === 2 ? { ip: clientIp(ctx), country: 'Unknown', ...s } : s;
  });

  route(app, sb, 'permission', (ctx) => {
    const s = ctx.sb.state.status(m(ctx));
    return {
      info: {
        whitelabel: true,
        // QA flags {"NODOMAINREG": true}: this domain may not register while the settings tree keeps DIRECTREG3.
        register: ctx.sb.state.flag(m(ctx), 'DIRECTREG3') && !ctx.sb.state.flag(m(ctx), 'NODOMAINREG'),
        resources: true,
        customerService: true,
        // No tag unless QA gives the merchant one (flags {"GTAG": true}): the tag's host is unreachable from tests.
        analytics: {
          gtagId: ctx.sb.state.flag(m(ctx), 'GTAG')
            ? `G-${m(ctx)
                .replace(/[^A-Z0-9]/gi, '')
                .slice(0, 10)}`
            : null,
        },
        imageCDNs: [ctx.origin],
        // The vendors' games answer on another origin than the portal's, as in production (game-origin.ts).
        launchGameCDNs: [gameOrigin(ctx.origin)],
      },
      location: { ip: s.ip ?? clientIp(ctx), country: s.country ?? 'Viet Nam', countryCode: 'VN' },
      maintenance: s.status === 1,
      regionRestriction: s.status === 2,
    };
  });

  route(app, sb, 'settingsTree', (ctx) => settingsTree(ctx.sb.state.flags(m(ctx))));
  route(app, sb, 'registerSettings', (ctx) => ctx.sb.state.rules(m(ctx)));
  route(app, sb, 'loginState', (ctx) => {
    const f = (id: string) => ctx.sb.state.flag(m(ctx), id);
    return {
      imgUrl: ctx.origin,
      codeUrl: `${ctx.origin}/wps/captcha`,
      mobileReg: f('MOBILENUMREG3'),
      usernameEnabled: f('USERNAMEREG3'),
      mobileRegPass: f('MOBILENUMPASSREG3'),
      smsEnabled: f('REGMOBVERF3'),
      validate: f('CAPTCHA3'),
    };
  });
  route(app, sb, 'publicKey', (ctx) => ({ spki: ctx.sb.keys.spki }));
  // The brand's domains and mirrors, and one more line under each `*.` mirror pattern: the platform knows lines the
  // manifest only allows (the portal measures them all; speed is its to fill in).
  const mirrors = readMirrors(sb.brandsDir);
  route(app, sb, 'domainRoute', (ctx) => ({
    domainList: [...ctx.merchant.domains, ...routedHosts(mirrors.get(ctx.merchant.brandId) ?? [])].map((domain) => ({ domain, speed: 0 })),
  }));
  route(app, sb, 'resources', (ctx) => resources(ctx.origin));
  // The USDJUMP resource (§3): the platform's jump page, every line of the merchant as a plain link, outside the portal.
  app.get('/sandbox-lines', async (req, reply) => {
    const merchant = sb.merchants.resolve(undefined, req.headers.host);
    if (!merchant) return reply.code(404).type('text/plain').send('unknown host');
    const port = (req.headers.host ?? '').match(/:\d+$/)?.[0] ?? '';
    const hosts = [...merchant.domains, ...routedHosts(mirrors.get(merchant.brandId) ?? [])];
    const items = hosts.map((h) => `<li><a href="${req.protocol}://${escapeHtml(h)}${port}/">${escapeHtml(h)}</a></li>`).join('');
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><meta charset="utf-8"><title>${escapeHtml(merchant.name)}: all lines</title><h1>All lines</h1><ul>${items}</ul></html>`,
      );
  });
  route(app, sb, 'customerService', (ctx) => serviceLinks(ctx.origin));
  // Country names in the reader's language (Intl's region names: ไทย, Việt Nam…), as a platform answers them.
  route(app, sb, 'countries', (ctx) => {
    const names = new Intl.DisplayNames([contentOf(ctx).copy.locale], { type: 'region' });
    return { list: countries.map((c) => ({ ...c, name: names.of(c.countryCode) ?? c.name })), currentCountryCode: 'VN', imageBaseUrl: ctx.origin };
  });
  route(app, sb, 'feedback', (ctx) => {
    const { content, contact } = ctx.body as { content: string; contact?: string };
    if (!content.trim()) refuse('INVALID_FIELD', 'Feedback cannot be empty.', 200, { field: 'content' });
    return { id: ctx.sb.store.addFeedback(m(ctx), ctx.member?.id ?? null, content.trim(), contact ?? null) };
  });
}
