import { hslToRgb, mix, toHex } from '../../src/theme/colour';
import type { CampaignArt, Motif } from '../fixtures/merchant-content';
import { hash, rng } from '../fixtures/prng';
import { motif, motifDefs, sparkle } from './motifs';
import { esc, fit, widthEm } from './text';

/**
 * The artwork's compositions as SVG documents (artwork.ts renders them with the project's fonts):
 * campaign banners and promotion pictures (headline, offer, call to action over an illustration, in the
 * brand's colours), points-mall items, game thumbnails (the game's name and its vendor's mark), vendor
 * marks and avatars. Every random choice is seeded, so a picture is the same on every machine.
 */
export interface Palette {
  primary: string;
  secondary: string;
}
/** `texts` lists every string the picture draws: the fonts are chosen to cover them. */
export interface Composition {
  svg: string;
  texts: string[];
}

const svgOpen = (w: number, h: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`;

/** A dark, saturated version of a brand colour for backgrounds that white and gold read on. */
const deep = (hex: string, by = 0.55) => mix(hex, '#0b0620', by);

function scenery(w: number, h: number, p: Palette, seed: string, focusX: number): string {
  const r = rng(`scene-${seed}`);
  const rays = Array.from({ length: 14 }, (_, i) => {
    const a = (Math.PI * 2 * i) / 14 + r.next() * 0.1;
    const b = a + 0.09;
    const R = w * 1.2;
    return `${focusX},${h / 2} ${focusX + R * Math.cos(a)},${h / 2 + R * Math.sin(a)} ${focusX + R * Math.cos(b)},${h / 2 + R * Math.sin(b)}`;
  })
    .map((pts) => `<polygon points="${pts}" fill="#fff" opacity="0.05"/>`)
    .join('');
  const bokeh = Array.from({ length: 12 }, () => {
    const rr = h * (0.03 + r.next() * 0.12);
    return `<circle cx="${(r.next() * w).toFixed(0)}" cy="${(r.next() * h).toFixed(0)}" r="${rr.toFixed(0)}" fill="${r.chance(0.5) ? '#fff' : p.secondary}" opacity="${(0.05 + r.next() * 0.1).toFixed(2)}"/>`;
  }).join('');
  const confetti = Array.from({ length: 18 }, () => {
    const x = focusX + (r.next() - 0.5) * w * 0.7;
    const y = r.next() * h;
    const s = h * 0.018;
    const colour = r.pick(['#f7c948', '#ffffff', p.secondary, '#fb7185']);
    return `<rect x="${x.toFixed(0)}" y="${y.toFixed(0)}" width="${(s * 2).toFixed(1)}" height="${s.toFixed(1)}" rx="1" fill="${colour}" opacity="0.85" transform="rotate(${r.int(0, 180)} ${x.toFixed(0)} ${y.toFixed(0)})"/>`;
  }).join('');
  const sparkles = Array.from({ length: 6 }, () => sparkle(focusX + (r.next() - 0.5) * h * 1.4, h * (0.1 + r.next() * 0.8), h * (0.02 + r.next() * 0.03))).join(
    '',
  );
  return `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep(p.primary, 0.5)}"/><stop offset="0.6" stop-color="${deep(p.primary, 0.2)}"/><stop offset="1" stop-color="${deep(p.secondary, 0.45)}"/></linearGradient>
<radialGradient id="glow" cx="${(focusX / w).toFixed(2)}" cy="0.5" r="0.5"><stop offset="0" stop-color="${mix(p.secondary, '#ffffff', 0.35)}" stop-opacity="0.75"/><stop offset="1" stop-color="${p.secondary}" stop-opacity="0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.45"/><stop offset="0.6" stop-color="#000" stop-opacity="0"/></linearGradient>
${motifDefs(mix(p.secondary, '#ffffff', 0.1), deep(p.secondary, 0.35))}</defs>
<rect width="${w}" height="${h}" fill="url(#bg)"/>${rays}<rect width="${w}" height="${h}" fill="url(#glow)"/>${bokeh}<rect width="${w}" height="${h}" fill="url(#shade)"/>${confetti}${sparkles}`;
}

/**
 * A campaign picture: headline, the offer in gold, a call-to-action button and the small print on the
 * left, the illustration on the right. Everything that must be read sits in a band of `band` pixels around
 * the middle (`band` high, `bandX` wide): the portal crops one banner picture to 2:1 on phones and 10:3 on
 * desktops, so a 2:1 picture's band of 60 % survives both; promotion cards run from 2:1 to about 1.6:1, so a
 * promotion picture keeps its words in the middle 76 % of its width. Sizes scale from the band.
 */
export function campaignSvg(art: CampaignArt, p: Palette, w: number, h: number, font: string, band = h, bandX = w): Composition {
  const u = Math.min(band / 400, bandX / 800);
  const top = (h - band) / 2;
  const left = (w - bandX) / 2;
  const pad = left + Math.max(56 * u, bandX * 0.05);
  const textW = left + bandX * 0.54 - pad;
  const focusX = left + bandX * 0.79;
  const head = fit(art.headline, textW, 50 * u, 2, 16 * u);
  const offer = art.offer ? fit(art.offer, textW, 104 * u, 1, 24 * u) : null;
  const ctaSize = 26 * u;
  const ctaW = widthEm(art.cta) * ctaSize + 64 * u;
  const ctaH = 62 * u;
  const blockH = head.lines.length * head.size * 1.15 + (offer ? offer.size * 1.05 + 14 * u : 10 * u) + ctaH + 28 * u;
  let y = top + (band - blockH) / 2 - 6 * u;
  const texts: string[] = [];
  const headText = head.lines
    .map((l, i) => {
      texts.push(l);
      return `<text x="${pad}" y="${(y + head.size * (0.95 + i * 1.15)).toFixed(1)}" font-size="${head.size}" font-weight="700" fill="#fff">${esc(l)}</text>`;
    })
    .join('');
  y += head.lines.length * head.size * 1.15;
  let offerText = '';
  if (offer) {
    texts.push(offer.lines[0]!);
    y += 10 * u;
    offerText = `<text x="${pad}" y="${(y + offer.size * 0.9).toFixed(1)}" font-size="${offer.size}" font-weight="800" fill="#5b3a00" opacity="0.55" transform="translate(${3 * u} ${4 * u})">${esc(offer.lines[0]!)}</text><text x="${pad}" y="${(y + offer.size * 0.9).toFixed(1)}" font-size="${offer.size}" font-weight="800" fill="url(#gold)" stroke="#fff3b0" stroke-width="${u}">${esc(offer.lines[0]!)}</text>`;
    y += offer.size * 1.05 + 4 * u;
  }
  y += 14 * u;
  texts.push(art.cta, art.smallPrint);
  const cta = `<rect x="${pad}" y="${(y + 4 * u).toFixed(1)}" width="${ctaW.toFixed(1)}" height="${ctaH}" rx="${ctaH / 2}" fill="#000" opacity="0.3"/><rect x="${pad}" y="${y.toFixed(1)}" width="${ctaW.toFixed(1)}" height="${ctaH}" rx="${ctaH / 2}" fill="url(#gold)" stroke="#fff3b0" stroke-width="${2 * u}"/><text x="${(pad + ctaW / 2).toFixed(1)}" y="${(y + ctaH / 2 + ctaSize * 0.36).toFixed(1)}" font-size="${ctaSize}" font-weight="800" fill="#3b2300" text-anchor="middle">${esc(art.cta)}</text>`;
  const small = `<text x="${pad}" y="${(top + band - 16 * u).toFixed(1)}" font-size="${13 * u}" font-weight="400" fill="#fff" opacity="0.7">${esc(art.smallPrint)}</text>`;
  const scale = Math.min(band / 200, bandX / 420) * 0.8;
  const picture = `<g transform="translate(${focusX.toFixed(0)} ${(h * 0.52).toFixed(0)}) scale(${scale.toFixed(3)})">${motif(art.motif, font)}</g>`;
  return {
    svg: `${svgOpen(w, h)}${scenery(w, h, p, art.headline + art.motif, focusX)}${picture}<g font-family="${font}">${headText}${offerText}${cta}${small}</g></svg>`,
    texts,
  };
}

/** A points-mall item (4:3, the mall's card): the illustration on the brand's colours, its value on a ribbon. */
export function pointsSvg(kind: Motif, label: string, p: Palette, w: number, h: number, font: string): Composition {
  const u = h / 300;
  const ribbonW = h * 0.8;
  const labelSize = fit(label || ' ', ribbonW * 0.86, 44 * u, 1, 14 * u).size;
  const ribbon = label
    ? `<rect x="${(w - ribbonW) / 2}" y="${h * 0.73}" width="${ribbonW}" height="${h * 0.17}" rx="${h * 0.085}" fill="url(#gold)" stroke="#fff3b0" stroke-width="${2 * u}"/><text x="${w / 2}" y="${(h * 0.815 + labelSize * 0.35).toFixed(1)}" font-family="${font}" font-size="${labelSize}" font-weight="800" fill="#3b2300" text-anchor="middle">${esc(label)}</text>`
    : '';
  const at = label ? h * 0.4 : h * 0.5;
  return {
    svg: `${svgOpen(w, h)}${scenery(w, h, p, `${kind}${label}`, w / 2)}<g transform="translate(${w / 2} ${at.toFixed(0)}) scale(${((h / 200) * 0.58).toFixed(3)})">${motif(kind, font)}</g>${ribbon}</svg>`,
    texts: label ? [label] : [],
  };
}

/** Each category's illustration, chosen per game among a few. */
const gameMotifs: Record<string, Motif[]> = {
  RNG: ['spins', 'gem', 'cherries', 'coins', 'crown', 'gift', 'trophy'],
  LIVE: ['chips', 'cards'],
  FISH: ['fish'],
  SPORTS: ['ball', 'trophy'],
  ESPORTS: ['trophy', 'phone'],
  LOTT: ['balls'],
  ELOTT: ['balls', 'ticket'],
  PVP: ['cards', 'chips'],
  COCKFIGHT: ['trophy'],
};

/** The vendor's mark: a pill in the vendor's own colour with its code, the same on all its games. */
function vendorMark(code: string, x: number, y: number, u: number, font: string, size: number, w: number): string {
  const colour = toHex(hslToRgb(hash(`vendor-${code}`) % 360, 0.7, 0.42));
  return `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${22 * u}" rx="${11 * u}" fill="${colour}" stroke="#fff" stroke-width="${1.5 * u}"/><text x="${(x + w / 2).toFixed(1)}" y="${(y + 15.5 * u).toFixed(1)}" font-family="${font}" font-size="${size}" font-weight="800" fill="#fff" text-anchor="middle">${esc(code)}</text>`;
}

/**
 * A game thumbnail: the game's colours and illustration, its name, and its vendor's mark above the name.
 * The portal frames one square picture as 3:4, 1:1 or 4:3 (the brand's tile variant, cropping to fill),
 * so what must be read stays inside the middle 75 % both ways.
 */
export function gameSvg(name: string, vendor: string, category: string, size: number, font: string): Composition {
  const u = size / 240;
  const safe = size * 0.125;
  const h = hash(name) % 360;
  const p = { primary: toHex(hslToRgb(h, 0.7, 0.45)), secondary: toHex(hslToRgb((h + 50) % 360, 0.8, 0.55)) };
  const options = gameMotifs[category] ?? gameMotifs.RNG!;
  const kind = options[hash(`${name}-motif`) % options.length]!;
  const title = fit(name, size - 2 * safe - 8 * u, 28 * u, 2, 12 * u);
  const lineH = title.size * 1.06;
  const top = size - safe - 4 * u - lineH * title.lines.length;
  const titleText = title.lines
    .map(
      (l, i) =>
        `<text x="${size / 2}" y="${(top + lineH * (i + 0.8)).toFixed(1)}" font-size="${title.size}" font-weight="800" fill="#fff" text-anchor="middle" stroke="#1f1147" stroke-width="${3 * u}" paint-order="stroke">${esc(l)}</text>`,
    )
    .join('');
  const markSize = 13 * u;
  const markW = widthEm(vendor) * markSize + 16 * u;
  const markY = top - 26 * u;
  return {
    svg: `${svgOpen(size, size)}${scenery(size, size, p, name, size / 2)}<defs><linearGradient id="foot" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.7"/></linearGradient></defs><g transform="translate(${size / 2} ${(size * 0.36).toFixed(0)}) scale(${((size / 200) * 0.5).toFixed(3)})">${motif(kind, font)}</g><rect y="${(markY - 10 * u).toFixed(0)}" width="${size}" height="${(size - markY + 10 * u).toFixed(0)}" fill="url(#foot)"/><g font-family="${font}">${vendorMark(vendor, (size - markW) / 2, markY, u, font, markSize, markW)}${titleText}</g></svg>`,
    texts: [...title.lines, vendor],
  };
}

/** A vendor's logo for the lobby's vendor cards: its name in its colour. */
export function vendorSvg(code: string, name: string, font: string): Composition {
  const colour = toHex(hslToRgb(hash(`vendor-${code}`) % 360, 0.7, 0.42));
  const t = fit(name, 170, 30, 2, 12);
  const lines = t.lines
    .map(
      (l, i) =>
        `<text x="100" y="${(50 + (i - (t.lines.length - 1) / 2) * t.size * 1.1 + t.size * 0.35).toFixed(1)}" font-size="${t.size}" font-weight="800" fill="#fff" text-anchor="middle">${esc(l)}</text>`,
    )
    .join('');
  return {
    svg: `${svgOpen(200, 100)}<defs><linearGradient id="v" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="${deep(colour, 0.45)}"/></linearGradient></defs><rect width="200" height="100" fill="url(#v)"/><circle cx="176" cy="18" r="40" fill="#fff" opacity="0.08"/><g font-family="${font}">${lines}</g></svg>`,
    texts: t.lines,
  };
}

/** A member's avatar: a face-less figure on a seeded colour (no letters: the portal shows the nickname beside it). */
export function avatarSvg(seed: string): Composition {
  const h = hash(`avatar-${seed}`) % 360;
  const bg = toHex(hslToRgb(h, 0.55, 0.55));
  const fg = toHex(hslToRgb(h, 0.6, 0.88));
  return {
    svg: `${svgOpen(96, 96)}<rect width="96" height="96" fill="${bg}"/><circle cx="48" cy="38" r="18" fill="${fg}"/><path d="M14 96 C 18 66 78 66 82 96 Z" fill="${fg}"/></svg>`,
    texts: [],
  };
}
