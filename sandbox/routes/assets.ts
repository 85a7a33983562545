import type { FastifyInstance } from 'fastify';
import type { Sandbox } from '../context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { flagSvg, qrSvg } from '../svg';
import { chatPage } from './messages';
import { FONT, renderArtwork } from '../artwork';
import { avatarSvg, campaignSvg, gameSvg, pointsSvg, vendorSvg } from '../art/compose';
import { merchantContent, type MerchantContent } from '../fixtures/merchant-content';
import { MerchantRegistry, type MerchantInfo } from '../merchants';
import { hash } from '../fixtures/prng';

/**
 * Pictures and pages the sandbox serves itself: game thumbnails, banners, promotion
 * and points images (PNG: ../artwork.ts), vendor logos, avatars, QR placeholders, country flags (SVG), the
 * playable game page, the lottery lobby page and the chat page. `/sandbox-assets/missing/…`
 * is a deliberate 404 (broken thumbnails for the portal's fallback image).
 */
const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
const CACHE = 'public, max-age=86400';
/** Game studios draw their titles in their own type: a vendor's games share one of these families. */
const gameFonts = ['poppins', 'kanit', 'be-vietnam-pro', 'noto-sans'];

/** A merchant's pictures by file name (`w_home-1`, `101`, `201`), in its content's language; null when there is none. */
const bannerPicture = async (m: MerchantInfo, content: MerchantContent, name: string) => {
  const [, group, n] = /^(.*)-(\d+)$/.exec(decodeURIComponent(name)) ?? [];
  if (!group) return null;
  // 2:1, its words in the middle 60 %: phones show 2:1, desktops 10:3 (src/app/layout/BannerSlot.tsx).
  return renderArtwork(campaignSvg(content.bannerArt(group, Number(n) - 1), m.colours, 1200, 600, FONT, 360), m.fontFamily);
};
const promotionPicture = async (m: MerchantInfo, content: MerchantContent, name: string) => {
  const art = content.promotionArt.get(Number(name));
  return art ? renderArtwork(campaignSvg(art, m.colours, 800, 400, FONT, 400, 608), m.fontFamily) : null;
};
const pointsPicture = async (m: MerchantInfo, content: MerchantContent, name: string) => {
  const art = content.pointsArt.get(Number(name));
  return art ? renderArtwork(pointsSvg(art.motif, art.label, m.colours, 400, 300, FONT), m.fontFamily) : null;
};

/** One picture at a time, yielding between them, so requests are answered while it runs. */
async function warmArtwork(merchants: readonly MerchantInfo[]): Promise<void> {
  for (const m of merchants) {
    const content = merchantContent(m, m.languages.default);
    const home = m.bannerGroups.home ?? 'home';
    const names: [typeof bannerPicture, string][] = [
      ...[1, 2, 3].map((i): [typeof bannerPicture, string] => [bannerPicture, `${home}-${i}`]),
      ...content.promotions.map((p): [typeof bannerPicture, string] => [promotionPicture, String(p.id)]),
      ...content.pointsItems.map((p): [typeof bannerPicture, string] => [pointsPicture, String(p.id)]),
    ];
    for (const [picture, name] of names) {
      await picture(m, content, name);
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/**
 * What a vendor's game page does first: read and write its own storage (settings, a visit count). On the vendor's
 * origin, framed with allow-same-origin, that works; in an opaque origin it throws a SecurityError. The count shows.
 */
const OWN_STORAGE = `<p data-testid="sandbox-storage">Visits on this device: <span id="visits">?</span></p>
<script>var n=Number(localStorage.getItem('sandbox-visits')||0)+1;localStorage.setItem('sandbox-visits',String(n));document.getElementById('visits').textContent=String(n);</script>`;

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
  /**
   * The merchant and language of a merchant's picture: `/<kind>/<merchant>/<language>/<file>` as the
   * content calls answer them, or `/<kind>/<file>` (QA's own banner URLs), read as the Host's brand in its default language.
   */
  const contentFor = (req: FastifyRequest, merchant?: string, language?: string) => {
    const m = sb.merchants.forAsset(merchant, req.headers.host);
    return m ? { m, content: merchantContent(m, MerchantRegistry.languageOf(m, language)) } : null;
  };
  app.get<{ Params: { id: string } }>('/sandbox-assets/games/:id', async (req, reply) => {
    const game = sb.catalogue.game(artworkName(req.params.id));
    if (!game) return reply.code(404).send('not found');
    const font = gameFonts[hash(game.vassalage) % gameFonts.length]!;
    return png(reply, await renderArtwork(gameSvg(game.gameName, game.vassalage, game.gameType, 240, FONT), font));
  });
  app.get<{ Params: { v: string } }>('/sandbox-assets/vendors/:v', async (req, reply) => {
    const v = artworkName(req.params.v);
    return png(reply, await renderArtwork(vendorSvg(v, sb.catalogue.vendorNames.get(v) ?? v, FONT), 'poppins'));
  });

  type Picture = (m: MerchantInfo, content: MerchantContent, name: string) => Promise<Buffer | null>;
  const serve = (picture: Picture) => async (req: FastifyRequest<{ Params: { m?: string; lang?: string; name: string } }>, reply: FastifyReply) => {
    const at = contentFor(req, req.params.m, req.params.lang);
    const out = at && (await picture(at.m, at.content, artworkName(req.params.name)));
    return out ? png(reply, out) : reply.code(404).send('not found');
  };
  for (const [kind, picture] of [
    ['banners', bannerPicture],
    ['promotions', promotionPicture],
    ['points', pointsPicture],
  ] as const) {
    app.get(`/sandbox-assets/${kind}/:name`, serve(picture));
    app.get(`/sandbox-assets/${kind}/:m/:lang/:name`, serve(picture));
  }
  // Drawn at start, in the background, what a first visit shows: each merchant's home banners, promotions and points items.
  if (!process.env.VITEST) {
    const timer = setTimeout(() => void warmArtwork(sb.merchants.list).catch(() => undefined), 0);
    app.addHook('onClose', async () => clearTimeout(timer));
  }
  app.get<{ Params: { n: string } }>('/sandbox-assets/avatars/:n', async (req, reply) => svg(reply, avatarSvg(artworkName(req.params.n)).svg));
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
<button onclick="this.textContent='Spin: '+Math.floor(Math.random()*1000)">Spin</button>${OWN_STORAGE}`,
      ),
    );
  });

  app.get<{ Querystring: Record<string, string> }>('/sandbox-lottery', async (req, reply) => {
    const rows = Object.entries(req.query)
      .map(([k, v]) => `<dt>${esc(k)}</dt><dd data-param="${esc(k)}">${esc(v)}</dd>`)
      .join('');
    return reply
      .type('text/html')
      .send(page('Sandbox lottery', `<h1 data-testid="sandbox-lottery">Sandbox lottery ${esc(req.query.lottoView ?? '')}</h1><dl>${rows}</dl>${OWN_STORAGE}`));
  });

  // The chat frame reports unread count and logout to the page through postMessage (routes/messages.ts).
  app.get<{ Querystring: Record<string, string> }>('/sandbox-chat', async (req, reply) => reply.type('text/html').send(chatPage(req.query)));
}
