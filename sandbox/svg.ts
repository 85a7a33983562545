import { hash } from './fixtures/prng';

/**
 * Generated SVG images (thumbnails, logos, banners, flags, QR placeholders):
 * the sandbox serves its own pictures so nothing is downloaded and every
 * screen has real images of realistic sizes.
 */
const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The two colours of a seed's picture, HSL (h in degrees, s and l in 0..1): SVGs here and ./artwork.ts's PNGs. */
export function seedColours(seed: string): [Hsl, Hsl] {
  const h = hash(seed) % 360;
  return [
    [h, 0.65, 0.45],
    [(h + 40) % 360, 0.7, 0.3],
  ];
}
type Hsl = [number, number, number];

function colours(seed: string): [string, string] {
  const css = ([h, s, l]: Hsl) => `hsl(${h} ${Math.round(s * 100)}% ${Math.round(l * 100)}%)`;
  const [a, b] = seedColours(seed);
  return [css(a), css(b)];
}

/** A gradient picture with a title; square corners like real artwork (the portal rounds whatever frames it). */
export function tileSvg(title: string, subtitle: string, width: number, height: number): string {
  const [a, b] = colours(title);
  const size = Math.round(Math.min(width / Math.max(6, title.length * 0.6), height / 5));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
<rect width="100%" height="100%" fill="url(#g)"/>
<text x="50%" y="48%" fill="#fff" font-family="sans-serif" font-weight="700" font-size="${size}" text-anchor="middle">${esc(title)}</text>
<text x="50%" y="70%" fill="#ffffffcc" font-family="sans-serif" font-size="${Math.round(size * 0.6)}" text-anchor="middle">${esc(subtitle)}</text>
</svg>`;
}

export function flagSvg(countryCode: string): string {
  const [a, b] = colours(countryCode);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><clipPath id="c"><circle cx="16" cy="16" r="16"/></clipPath><g clip-path="url(#c)"><rect width="32" height="16" fill="${a}"/><rect y="16" width="32" height="16" fill="${b}"/></g><text x="16" y="20" fill="#fff" font-family="sans-serif" font-size="10" font-weight="700" text-anchor="middle">${esc(countryCode)}</text></svg>`;
}

/** Looks like a QR code (finder squares, seeded modules); the portal draws real QR codes from `url` itself. */
export function qrSvg(seed: string): string {
  const n = 25;
  let h = hash(seed);
  const cells: string[] = [];
  const finder = (x: number, y: number) => x < 7 && y < 7;
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) {
      h = Math.imul(h ^ (h >>> 13), 0x5bd1e995) >>> 0;
      const inFinder = finder(x, y) || finder(n - 1 - x, y) || finder(x, n - 1 - y);
      const on = inFinder ? Math.max(Math.abs(x - (x < 7 ? 3 : n - 4)), Math.abs(y - (y < 7 ? 3 : n - 4))) !== 2 : (h & 1) === 1;
      if (on) cells.push(`<rect x="${x}" y="${y}" width="1" height="1"/>`);
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="-2 -2 29 29" shape-rendering="crispEdges"><rect x="-2" y="-2" width="29" height="29" fill="#fff"/><g fill="#000">${cells.join('')}</g></svg>`;
}
