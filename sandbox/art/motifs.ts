import type { Motif } from '../fixtures/merchant-content';

/**
 * Illustrations drawn with SVG shapes, each in a box from -100 to 100 around
 * its centre (the caller places and scales it). They use the gradients of
 * `motifDefs` (gold, the brand's accent, chip and card colours).
 */
export function motifDefs(accent: string, accentDark: string): string {
  return `<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff3b0"/><stop offset="0.45" stop-color="#f7c948"/><stop offset="1" stop-color="#c7891a"/></linearGradient>
<linearGradient id="goldEdge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#c7891a"/><stop offset="1" stop-color="#8a5a0b"/></linearGradient>
<linearGradient id="accent" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="${accentDark}"/></linearGradient>
<radialGradient id="ballShine" cx="0.35" cy="0.3" r="0.75"><stop offset="0" stop-color="#fff" stop-opacity="0.9"/><stop offset="0.35" stop-color="#fff" stop-opacity="0"/></radialGradient>
<linearGradient id="gemFill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#a5f3fc"/><stop offset="0.5" stop-color="#22d3ee"/><stop offset="1" stop-color="#1d4ed8"/></linearGradient>
<linearGradient id="gift" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ef4444"/><stop offset="1" stop-color="#991b1b"/></linearGradient>
<linearGradient id="card" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#e7e5f0"/></linearGradient>
<linearGradient id="screen" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${accent}"/><stop offset="1" stop-color="#111827"/></linearGradient>`;
}

const seven = (x: number, y: number, s: number, fill: string) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M-14 -20 H14 V-13 L-1 20 H-10 L4 -12 H-14 Z" fill="${fill}" stroke="#7f1d1d" stroke-width="1.5"/>`;
const heart = (x: number, y: number, s: number) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 8 C-14 -2 -10 -14 -3 -12 C-1 -11 0 -9 0 -8 C0 -9 1 -11 3 -12 C10 -14 14 -2 0 8 Z" fill="#dc2626"/>`;
const spade = (x: number, y: number, s: number) =>
  `<path transform="translate(${x} ${y}) scale(${s})" d="M0 -12 C10 -2 14 4 7 8 C4 9 2 8 1 6 L3 12 H-3 L-1 6 C-2 8 -4 9 -7 8 C-14 4 -10 -2 0 -12 Z" fill="#111827"/>`;
const star = (x: number, y: number, r: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2;
    const rr = i % 2 ? r * 0.45 : r;
    return `${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`;
  });
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`;
};

function coin(x: number, y: number, r: number): string {
  return `<g><ellipse cx="${x}" cy="${y + r * 0.16}" rx="${r}" ry="${r * 0.36}" fill="url(#goldEdge)"/><ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.36}" fill="url(#gold)" stroke="#fde68a" stroke-width="1.5"/><ellipse cx="${x}" cy="${y}" rx="${r * 0.68}" ry="${r * 0.24}" fill="none" stroke="#c7891a" stroke-width="2"/></g>`;
}
function stack(x: number, y: number, r: number, n: number): string {
  return Array.from({ length: n }, (_, i) => coin(x, y - i * r * 0.2, r)).join('');
}
function bigCoin(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y + 5}" r="${r}" fill="url(#goldEdge)"/><circle cx="${x}" cy="${y}" r="${r}" fill="url(#gold)" stroke="#fde68a" stroke-width="2"/><circle cx="${x}" cy="${y}" r="${r * 0.74}" fill="none" stroke="#c7891a" stroke-width="3"/>${star(x, y, r * 0.45, '#e0a526')}`;
}
function chip(x: number, y: number, r: number, colour: string): string {
  return `<g><circle cx="${x}" cy="${y + 4}" r="${r}" fill="#000" opacity="0.3"/><circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${r * 0.82}" fill="none" stroke="#fff" stroke-width="${r * 0.22}" stroke-dasharray="${r * 0.42} ${r * 0.42}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="${colour}" stroke="#fff" stroke-width="2"/></g>`;
}
function card(x: number, y: number, rot: number, suit: 'heart' | 'spade', rank: string, font: string): string {
  const mark = suit === 'heart' ? heart(0, 8, 2.2) : spade(0, 8, 2.2);
  const colour = suit === 'heart' ? '#dc2626' : '#111827';
  return `<g transform="translate(${x} ${y}) rotate(${rot})"><rect x="-42" y="-60" width="84" height="120" rx="9" fill="#000" opacity="0.25" transform="translate(3 5)"/><rect x="-42" y="-60" width="84" height="120" rx="9" fill="url(#card)" stroke="#d4d4d8"/><text x="-32" y="-34" font-family="${font}" font-weight="700" font-size="24" fill="${colour}">${rank}</text>${mark}</g>`;
}
const ball = (x: number, y: number, r: number, colour: string, n: string, font: string) =>
  `<g><circle cx="${x}" cy="${y + 4}" r="${r}" fill="#000" opacity="0.25"/><circle cx="${x}" cy="${y}" r="${r}" fill="${colour}"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#fff"/><text x="${x}" y="${y + r * 0.22}" font-family="${font}" font-weight="700" font-size="${r * 0.62}" text-anchor="middle" fill="#111827">${n}</text><circle cx="${x}" cy="${y}" r="${r}" fill="url(#ballShine)"/></g>`;

export function motif(kind: Motif, font: string): string {
  switch (kind) {
    case 'coins':
      return `${stack(-45, 55, 34, 6)}${stack(30, 70, 34, 4)}${bigCoin(10, -25, 52)}`;
    case 'cashback':
      return `${bigCoin(0, 0, 58)}<path d="M -82 -10 A 82 82 0 1 1 -40 72" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round"/><polygon points="-60,70 -28,88 -30,52" fill="#fff"/>`;
    case 'gift':
      return `<rect x="-70" y="-10" width="140" height="95" rx="6" fill="url(#gift)"/><rect x="-80" y="-40" width="160" height="38" rx="6" fill="url(#gift)" stroke="#fca5a5"/><rect x="-12" y="-40" width="24" height="125" fill="url(#gold)"/><rect x="-70" y="22" width="140" height="14" fill="url(#gold)" opacity="0.9"/><ellipse cx="-26" cy="-52" rx="30" ry="16" transform="rotate(-25 -26 -52)" fill="url(#gold)" stroke="#c7891a" stroke-width="3"/><ellipse cx="26" cy="-52" rx="30" ry="16" transform="rotate(25 26 -52)" fill="url(#gold)" stroke="#c7891a" stroke-width="3"/><circle cx="0" cy="-46" r="11" fill="#f7c948" stroke="#c7891a" stroke-width="3"/>`;
    case 'spins':
      return `<rect x="-88" y="-78" width="160" height="170" rx="22" fill="url(#accent)" stroke="url(#gold)" stroke-width="6"/><rect x="-74" y="-40" width="132" height="76" rx="8" fill="#111827"/>${[-52, -8, 36].map((x) => `<rect x="${x - 19}" y="-34" width="38" height="64" rx="5" fill="url(#card)"/>${seven(x, -2, 1, '#dc2626')}`).join('')}<rect x="-64" y="-68" width="112" height="20" rx="10" fill="url(#gold)"/><rect x="-60" y="50" width="104" height="26" rx="8" fill="#111827" opacity="0.5"/><rect x="74" y="-30" width="8" height="70" rx="4" fill="#9ca3af"/><circle cx="78" cy="-36" r="13" fill="#dc2626" stroke="#fff" stroke-width="3"/>`;
    case 'chips':
      return `${card(-30, -20, -16, 'spade', 'A', font)}${card(28, -30, 12, 'heart', 'K', font)}${chip(-50, 62, 34, '#dc2626')}${chip(8, 72, 34, '#111827')}${chip(62, 56, 34, '#16a34a')}`;
    case 'cards':
      return `${card(-50, 10, -20, 'spade', 'A', font)}${card(0, -4, 0, 'heart', 'A', font)}${card(50, 10, 20, 'spade', 'K', font)}`;
    case 'crown':
      return `<path d="M-80 40 L-92 -50 L-45 -5 L0 -70 L45 -5 L92 -50 L80 40 Z" fill="url(#gold)" stroke="#c7891a" stroke-width="4" stroke-linejoin="round"/><rect x="-84" y="38" width="168" height="28" rx="6" fill="url(#gold)" stroke="#c7891a" stroke-width="4"/><circle cx="0" cy="52" r="9" fill="#dc2626"/><circle cx="-44" cy="52" r="7" fill="#2563eb"/><circle cx="44" cy="52" r="7" fill="#16a34a"/>${[-92, 0, 92].map((x, i) => `<circle cx="${x}" cy="${[-50, -70, -50][i]}" r="10" fill="#fff3b0" stroke="#c7891a" stroke-width="3"/>`).join('')}`;
    case 'balls':
      return `${ball(-50, 30, 44, '#dc2626', '8', font)}${ball(38, 38, 40, '#2563eb', '3', font)}${ball(-4, -40, 46, '#16a34a', '6', font)}${ball(62, -40, 30, '#f59e0b', '9', font)}`;
    case 'ball': {
      const patches = [
        [0, 0],
        [0, -62],
        [58, -20],
        [36, 52],
        [-36, 52],
        [-58, -20],
      ]
        .map(([x, y], i) => {
          const r = i === 0 ? 24 : 20;
          const pts = Array.from({ length: 5 }, (_, k) => {
            const a = (Math.PI * 2 * k) / 5 - Math.PI / 2 + (i === 0 ? 0 : Math.PI);
            return `${(x! + r * Math.cos(a)).toFixed(1)},${(y! + r * Math.sin(a)).toFixed(1)}`;
          });
          return `<polygon points="${pts.join(' ')}" fill="#111827"/>`;
        })
        .join('');
      return `<defs><clipPath id="ballClip"><circle r="78"/></clipPath></defs><circle cy="6" r="78" fill="#000" opacity="0.3"/><circle r="78" fill="#fff"/><g clip-path="url(#ballClip)">${patches}</g><circle r="78" fill="none" stroke="#d1d5db" stroke-width="3"/><circle r="78" fill="url(#ballShine)"/>`;
    }
    case 'phone':
      return `<rect x="-56" y="-95" width="112" height="190" rx="20" fill="#111827" stroke="url(#gold)" stroke-width="4"/><rect x="-47" y="-80" width="94" height="160" rx="10" fill="url(#screen)"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${-40 + (i % 2) * 42}" y="${-62 + Math.floor(i / 2) * 46}" width="38" height="40" rx="6" fill="#ffffff" opacity="${0.25 + (i % 3) * 0.15}"/>`).join('')}<rect x="-18" y="-90" width="36" height="6" rx="3" fill="#374151"/>`;
    case 'fish':
      return `<ellipse cx="-10" cy="0" rx="78" ry="48" fill="url(#accent)"/><polygon points="56,0 100,-42 92,0 100,42" fill="url(#gold)"/><path d="M -30 -48 Q 0 -80 30 -46 Z" fill="url(#gold)"/>${[-30, -5, 20].map((x) => `<path d="M ${x} -28 q 14 28 0 56" fill="none" stroke="#ffffff66" stroke-width="4"/>`).join('')}<circle cx="-58" cy="-10" r="11" fill="#fff"/><circle cx="-60" cy="-10" r="5" fill="#111827"/>${[
        [-90, -60, 8],
        [-100, -30, 5],
        [80, -70, 10],
      ]
        .map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="none" stroke="#fff" stroke-width="2.5" opacity="0.8"/>`)
        .join('')}`;
    case 'ticket':
      return `<g transform="rotate(-12)"><path d="M -95 -50 H 95 V -16 A 16 16 0 0 0 95 16 V 50 H -95 V 16 A 16 16 0 0 0 -95 -16 Z" fill="url(#gold)" stroke="#c7891a" stroke-width="4"/><line x1="45" y1="-44" x2="45" y2="44" stroke="#c7891a" stroke-width="3" stroke-dasharray="7 6"/>${star(-20, 0, 34, '#dc2626')}${star(70, 0, 16, '#c7891a')}</g>`;
    case 'gem':
      return `<polygon points="-80,-30 -45,-75 45,-75 80,-30 0,85" fill="url(#gemFill)" stroke="#fff" stroke-width="3"/><polygon points="-80,-30 80,-30 0,85" fill="#000" opacity="0.18"/><polygon points="-45,-75 -20,-30 20,-30 45,-75" fill="#fff" opacity="0.35"/><polygon points="-20,-30 20,-30 0,85" fill="#fff" opacity="0.22"/><polyline points="-80,-30 -20,-30 -45,-75 M 20,-30 45,-75" fill="none" stroke="#fff" stroke-width="2" opacity="0.6"/>${star(55, -80, 14, '#fff')}`;
    case 'cherries':
      return `<path d="M -40 20 Q -20 -60 30 -85 M 40 30 Q 35 -40 30 -85" fill="none" stroke="#166534" stroke-width="9" stroke-linecap="round"/><path d="M 30 -85 Q 70 -95 85 -60 Q 50 -55 30 -85 Z" fill="#22c55e"/><circle cx="-42" cy="38" r="44" fill="#dc2626"/><circle cx="42" cy="48" r="40" fill="#b91c1c"/><circle cx="-56" cy="22" r="12" fill="#fff" opacity="0.55"/><circle cx="28" cy="34" r="10" fill="#fff" opacity="0.5"/>`;
    case 'trophy':
      return `<path d="M -55 -80 H 55 V -30 C 55 10 25 30 0 30 C -25 30 -55 10 -55 -30 Z" fill="url(#gold)" stroke="#c7891a" stroke-width="4"/><path d="M -55 -62 H -85 C -85 -20 -60 -12 -50 -14" fill="none" stroke="url(#gold)" stroke-width="10"/><path d="M 55 -62 H 85 C 85 -20 60 -12 50 -14" fill="none" stroke="url(#gold)" stroke-width="10"/><rect x="-12" y="28" width="24" height="34" fill="url(#goldEdge)"/><rect x="-50" y="60" width="100" height="26" rx="5" fill="url(#gold)" stroke="#c7891a" stroke-width="4"/>${star(0, -32, 26, '#fff3b0')}`;
  }
}

/** Four-point sparkles for the scene around a motif. */
export const sparkle = (x: number, y: number, r: number, opacity = 0.9) =>
  `<path d="M ${x} ${y - r} Q ${x} ${y} ${x + r} ${y} Q ${x} ${y} ${x} ${y + r} Q ${x} ${y} ${x - r} ${y} Q ${x} ${y} ${x} ${y - r} Z" fill="#fff" opacity="${opacity}"/>`;
