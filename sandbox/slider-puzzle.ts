import { randomInt } from 'node:crypto';
import { encodeRgbPng } from './png';

/**
 * The slider puzzle of the `slider` human-check provider (issue 32, the geetest
 * kind): a picture with a square gap and the square piece cut from it; the
 * person drags the piece along a track into the gap. The gap's x is kept by the
 * sandbox only (both pictures are PNGs, so the page cannot read it from markup);
 * the answer is where the piece was let go and the drag's trail of (ms, x)
 * points, which a person's drag spreads over time and a script's jump does not.
 */
export const PUZZLE = { width: 300, height: 150, piece: 48 } as const;
/** How far from the gap the piece may be let go, in CSS pixels. */
export const PUZZLE_TOLERANCE = 4;
/** A drag shorter than this, or with fewer points, is not a person's. */
const MIN_DRAG_MS = 150;
const MIN_TRAIL_POINTS = 3;

export interface Puzzle {
  /** The gap's left edge (secret). */
  x: number;
  /** The gap's top edge: the piece is drawn at this height. */
  y: number;
  image: string;
  pieceImage: string;
}

const BORDER = 2;

/** A new puzzle: a soft colour field with rings, the gap somewhere in the right two thirds. */
export function newPuzzle(): Puzzle {
  const { width, height, piece } = PUZZLE;
  const x = randomInt(piece + 40, width - piece - 8);
  const y = randomInt(8, height - piece - 8);
  const phase = [Math.random() * 6.3, Math.random() * 6.3, Math.random() * 6.3];
  const rings = Array.from({ length: 5 }, () => ({ cx: randomInt(0, width), cy: randomInt(0, height), r: randomInt(18, 60) }));
  const picture = new Uint8Array(width * height * 3);
  for (let py = 0; py < height; py++)
    for (let px = 0; px < width; px++) {
      const ring = rings.some(({ cx, cy, r }) => Math.abs(Math.hypot(px - cx, py - cy) - r) < 3);
      for (let c = 0; c < 3; c++) {
        const wave = Math.sin(px / (23 + c * 7) + phase[c]!) + Math.cos(py / (19 + c * 5) + phase[(c + 1) % 3]!);
        const level = 128 + wave * 52 + (ring ? 70 : 0);
        picture[(py * width + px) * 3 + c] = Math.max(0, Math.min(255, Math.round(level)));
      }
    }
  const pieceCells = new Uint8Array(piece * piece * 3);
  for (let py = 0; py < piece; py++)
    for (let px = 0; px < piece; px++) {
      const edge = px < BORDER || py < BORDER || px >= piece - BORDER || py >= piece - BORDER;
      for (let c = 0; c < 3; c++) {
        const at = ((y + py) * width + x + px) * 3 + c;
        pieceCells[(py * piece + px) * 3 + c] = edge ? 255 : picture[at]!;
        // The gap: the same square darkened, with a light rim.
        picture[at] = edge ? 235 : Math.round(picture[at]! * 0.35);
      }
    }
  const url = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;
  return { x, y, image: url(encodeRgbPng(width, height, picture)), pieceImage: url(encodeRgbPng(piece, piece, pieceCells)) };
}

/** Whether `answer` (JSON {x, trail: [ms, x][]}) lets the piece go into the gap at `gapX` after a person-like drag. */
export function puzzleSolved(gapX: number, answer: string): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(answer);
  } catch {
    return false;
  }
  const { x, trail } = (parsed ?? {}) as { x?: unknown; trail?: unknown };
  if (typeof x !== 'number' || !Array.isArray(trail) || trail.length < MIN_TRAIL_POINTS) return false;
  const points = trail.filter((p): p is [number, number] => Array.isArray(p) && typeof p[0] === 'number' && typeof p[1] === 'number');
  if (points.length !== trail.length) return false;
  const span = points[points.length - 1]![0] - points[0]![0];
  return span >= MIN_DRAG_MS && Math.abs(x - gapX) <= PUZZLE_TOLERANCE;
}
