import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../context';
import { flagSvg, qrSvg, tileSvg } from '../svg';
import { promotions, pointsItems } from '../fixtures/content';
import { chatPage } from './messages';
import { artworkPng } from '../artwork';

/**
 * Pictures and pages the sandbox serves itself: game thumbnails, banners, promotion
 * and points images (PNG: ../artwork.ts), vendor logos, avatars, QR placeholders, country flags (SVG), the
 * playable game page, the lottery lobby page and the chat page. `/sandbox-assets/missing/…`
 * is a deliberate 404 (broken thumbnails for the portal's fallback image).
 */
const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CACHE = 'public, max-age=86400';

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{margin:0;font:16px/1.5 sans-serif;background:#101826;color:#f1f5f9;display:grid;place-items:center;min-height:100vh}main{text-align:center;padding:24px}dl{display:grid;grid-template-columns:auto auto;gap:4px 16px;text-align:left}</style>
</head><body><main>${body}</main></body></html>`;
}

export function assetRoutes(app: FastifyInstance, sb: Sandbox): void {
  const svg = (reply: import('fastify').FastifyReply, text: string) => reply.header('cache-control', CACHE).type('image/svg+xml').send(text);
  const png = (reply: import('fastify').FastifyReply, picture: Buffer) => reply.header('cache-control', CACHE).type('image/png').send(picture);
  // Artwork URLs end in .png (the fixtures' URLs); .svg, which they ended in before, still answers the same picture.
  const artworkName = (file: string) => file.replace(/\.(png|svg)$/, '');

  app.get<{ Params: { id: string } }>('/sandbox-assets/games/:id', async (req, reply) => {
    const game = sb.catalogue.game(artworkName(req.params.id));
    if (!game) return reply.code(404).send('not found');
    return png(reply, artworkPng(game.gameName, 240, 240));
  });
  app.get<{ Params: { v: string } }>('/sandbox-assets/vendors/:v', async (req, reply) => {
    const v = req.params.v.replace(/\.svg$/, '');
    return svg(reply, tileSvg(v, sb.catalogue.vendorNames.get(v) ?? 'vendor', 200, 100));
  });
  app.get<{ Params: { name: string } }>('/sandbox-assets/banners/:name', async (req, reply) => {
    return png(reply, artworkPng(decodeURIComponent(artworkName(req.params.name)), 1200, 400));
  });
  app.get<{ Params: { id: string } }>('/sandbox-assets/promotions/:id', async (req, reply) => {
    const p = promotions.find((x) => String(x.id) === artworkName(req.params.id));
    return png(reply, artworkPng(p?.title ?? 'Promotion', 800, 300));
  });
  app.get<{ Params: { id: string } }>('/sandbox-assets/points/:id', async (req, reply) => {
    const p = pointsItems.find((x) => String(x.id) === artworkName(req.params.id));
    return png(reply, artworkPng(p?.name ?? 'Item', 300, 300));
  });
  app.get<{ Params: { n: string } }>('/sandbox-assets/avatars/:n', async (req, reply) =>
    svg(reply, tileSvg(`#${req.params.n.replace(/\.svg$/, '')}`, '', 96, 96)),
  );
  app.get<{ Params: { t: string } }>('/sandbox-assets/qr/:t', async (req, reply) => svg(reply, qrSvg(req.params.t)));
  app.get<{ Params: { code: string } }>('/TCG_PROD_IMAGES/COUNTRY_FLAG/CIRCLE/:code', async (req, reply) => {
    const code = req.params.code.replace(/\.svg$/, '');
    if (!/^[A-Z]{2}$/.test(code)) return reply.code(404).send('not found');
    return svg(reply, flagSvg(code));
  });
  app.get('/sandbox-assets/download/:file', async (req, reply) =>
    reply.type('text/plain').send(`Sandbox download: ${(req.params as { file: string }).file}\n`),
  );
  app.get('/sandbox-assets/speedtest.txt', async (_req, reply) => reply.type('text/plain').send('ok\n'));

  app.get<{ Params: { nodeId: string }; Querystring: Record<string, string> }>('/sandbox-game/:nodeId', async (req, reply) => {
    const game = sb.catalogue.game(req.params.nodeId);
    if (!game) return reply.code(404).type('text/html').send(page('Game not found', '<h1>Game not found</h1>'));
    return reply.type('text/html').send(
      page(
        game.gameName,
        `<h1 data-testid="sandbox-game-name">${esc(game.gameName)}</h1>
<p>${esc(sb.catalogue.vendorNames.get(game.vassalage) ?? game.vassalage)} · node ${esc(game.nodeId)} · ${esc(game.gameType)}</p>
<p>Player: ${esc(req.query.account ?? '')} · language ${esc(req.query.language ?? '')}</p>
<button onclick="this.textContent='Spin: '+Math.floor(Math.random()*1000)">Spin</button>`,
      ),
    );
  });

  app.get<{ Querystring: Record<string, string> }>('/sandbox-lottery', async (req, reply) => {
    const rows = Object.entries(req.query)
      .map(([k, v]) => `<dt>${esc(k)}</dt><dd data-param="${esc(k)}">${esc(v)}</dd>`)
      .join('');
    return reply
      .type('text/html')
      .send(page('Sandbox lottery', `<h1 data-testid="sandbox-lottery">Sandbox lottery ${esc(req.query.lottoView ?? '')}</h1><dl>${rows}</dl>`));
  });

  // The chat frame reports unread count and logout to the page through postMessage (routes/messages.ts).
  app.get<{ Querystring: Record<string, string> }>('/sandbox-chat', async (req, reply) => reply.type('text/html').send(chatPage(req.query)));
}
