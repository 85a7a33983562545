import { hash } from './fixtures/prng';

/**
 * Generated SVG images without text (country flags, QR placeholders): the
 * sandbox serves its own pictures so nothing is downloaded. Pictures with text
 * are PNGs drawn with the project's fonts (artwork.ts).
 */

/** The two colours of a seed's picture, HSL (h in degrees, s and l in 0..1): a flag this file does not draw. */
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

/** Horizontal bands of a 32 x 32 flag, top to bottom, each [colour, share]. */
const bands = (list: [string, number][]) => {
  const total = list.reduce((sum, [, n]) => sum + n, 0);
  let y = 0;
  return list
    .map(([fill, n]) => {
      const h = (32 * n) / total;
      const rect = `<rect y="${y.toFixed(2)}" width="32" height="${(h + 0.01).toFixed(2)}" fill="${fill}"/>`;
      y += h;
      return rect;
    })
    .join('');
};
const star = (x: number, y: number, r: number, fill: string) =>
  `<polygon fill="${fill}" points="${Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.4 : r;
    return `${(x + rr * Math.cos(a)).toFixed(2)},${(y + rr * Math.sin(a)).toFixed(2)}`;
  }).join(' ')}"/>`;
const stripes = (a: string, b: string, n: number) => bands(Array.from({ length: n }, (_, i): [string, number] => [i % 2 ? b : a, 1]));

/** Simplified national flags (shapes only, no text) of the countries the sandbox lists; others get two bands. */
const flags: Record<string, string> = {
  TH: bands([
    ['#a51931', 1],
    ['#f4f5f8', 1],
    ['#2d2a4a', 2],
    ['#f4f5f8', 1],
    ['#a51931', 1],
  ]),
  VN: `<rect width="32" height="32" fill="#da251d"/>${star(16, 16.5, 9, '#ffff00')}`,
  PH: `${bands([
    ['#0038a8', 1],
    ['#ce1126', 1],
  ])}<polygon points="0,0 16,16 0,32" fill="#fff"/><circle cx="5.5" cy="16" r="3" fill="#fcd116"/>`,
  ID: bands([
    ['#ce1126', 1],
    ['#ffffff', 1],
  ]),
  MY: `${stripes('#cc0001', '#ffffff', 14)}<rect width="17" height="18" fill="#010066"/><circle cx="8" cy="9" r="5" fill="#fc0"/><circle cx="9.5" cy="9" r="4.2" fill="#010066"/>${star(13, 9, 3, '#fc0')}`,
  SG: `${bands([
    ['#ef3340', 1],
    ['#ffffff', 1],
  ])}<circle cx="9" cy="8" r="5" fill="#fff"/><circle cx="11" cy="8" r="4.6" fill="#ef3340"/>`,
  CN: `<rect width="32" height="32" fill="#de2910"/>${star(9, 10, 5.5, '#ffde00')}${star(17, 5, 1.6, '#ffde00')}${star(20, 9, 1.6, '#ffde00')}${star(20, 14, 1.6, '#ffde00')}${star(17, 18, 1.6, '#ffde00')}`,
  HK: `<rect width="32" height="32" fill="#de2910"/>${star(16, 16, 9, '#ffffff')}<circle cx="16" cy="16" r="1.6" fill="#de2910"/>`,
  TW: `<rect width="32" height="32" fill="#fe0000"/><rect width="17" height="16" fill="#000095"/><circle cx="8.5" cy="8" r="4.5" fill="#fff"/>`,
  KH: `${bands([
    ['#032ea1', 1],
    ['#e00025', 2],
    ['#032ea1', 1],
  ])}<path d="M10 21 H22 V19 H20 V15 H19 V12 H18 V14 H17 V10 H15 V14 H14 V12 H13 V15 H12 V19 H10 Z" fill="#fff"/>`,
  LA: `${bands([
    ['#ce1126', 1],
    ['#002868', 2],
    ['#ce1126', 1],
  ])}<circle cx="16" cy="16" r="5" fill="#fff"/>`,
  MM: `${bands([
    ['#fecb00', 1],
    ['#34b233', 1],
    ['#ea2839', 1],
  ])}${star(16, 17, 10, '#ffffff')}`,
  IN: `${bands([
    ['#ff9933', 1],
    ['#ffffff', 1],
    ['#138808', 1],
  ])}<circle cx="16" cy="16" r="4" fill="none" stroke="#000080" stroke-width="1.2"/>`,
  BD: `<rect width="32" height="32" fill="#006a4e"/><circle cx="14" cy="16" r="8" fill="#f42a41"/>`,
  BR: `<rect width="32" height="32" fill="#009c3b"/><polygon points="16,5 29,16 16,27 3,16" fill="#ffdf00"/><circle cx="16" cy="16" r="6" fill="#002776"/>`,
  KR: `<rect width="32" height="32" fill="#ffffff"/><path d="M9 16 A7 7 0 0 1 23 16 Z" fill="#cd2e3a"/><path d="M9 16 A7 7 0 0 0 23 16 Z" fill="#0047a0"/>${[
    [4, 6, 35],
    [28, 6, -35],
    [4, 26, -35],
    [28, 26, 35],
  ]
    .map(
      ([x, y, r]) =>
        `<rect x="${x! - 3}" y="${y! - 4}" width="6" height="8" transform="rotate(${r} ${x} ${y})" fill="none" stroke="#000" stroke-width="1.6" stroke-dasharray="1.6 1"/>`,
    )
    .join('')}`,
  JP: `<rect width="32" height="32" fill="#ffffff"/><circle cx="16" cy="16" r="8" fill="#bc002d"/>`,
  US: `${stripes('#b22234', '#ffffff', 13)}<rect width="16" height="17" fill="#3c3b6e"/>${[3, 8, 13].flatMap((x) => [3.5, 8.5, 13.5].map((y) => star(x, y, 1.5, '#fff'))).join('')}`,
  GB: `<rect width="32" height="32" fill="#012169"/><path d="M0 0 L32 32 M32 0 L0 32" stroke="#fff" stroke-width="6"/><path d="M0 0 L32 32 M32 0 L0 32" stroke="#c8102e" stroke-width="2"/><path d="M16 0 V32 M0 16 H32" stroke="#fff" stroke-width="9"/><path d="M16 0 V32 M0 16 H32" stroke="#c8102e" stroke-width="5"/>`,
  AU: `<rect width="32" height="32" fill="#012169"/><path d="M0 0 L16 16 M16 0 L0 16" stroke="#fff" stroke-width="3"/><path d="M8 0 V16 M0 8 H16" stroke="#fff" stroke-width="4.5"/><path d="M8 0 V16 M0 8 H16" stroke="#c8102e" stroke-width="2.5"/>${star(8, 24, 3.5, '#fff')}${star(24, 8, 2, '#fff')}${star(27, 17, 2, '#fff')}${star(22, 25, 2, '#fff')}`,
};

export function flagSvg(countryCode: string): string {
  const [a, b] = colours(countryCode);
  const body = flags[countryCode] ?? `<rect width="32" height="16" fill="${a}"/><rect y="16" width="32" height="16" fill="${b}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32" viewBox="0 0 32 32"><clipPath id="c"><circle cx="16" cy="16" r="16"/></clipPath><g clip-path="url(#c)">${body}</g><circle cx="16" cy="16" r="15.5" fill="none" stroke="#0000001f"/></svg>`;
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
