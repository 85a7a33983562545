import { randomInt } from 'node:crypto';
import { encodeGreyPng } from './png';

/**
 * Captcha images: 4 digits drawn from a 5×7 bitmap font, scaled, jittered and
 * crossed with noise lines, as a real PNG (base64 data URL). QA reads the text
 * at GET /__sandbox/captcha?merchant=<code>.
 */
const FONT: Record<string, string[]> = {
  '0': ['01110', '10001', '10011', '10101', '11001', '10001', '01110'],
  '1': ['00100', '01100', '00100', '00100', '00100', '00100', '01110'],
  '2': ['01110', '10001', '00001', '00010', '00100', '01000', '11111'],
  '3': ['11111', '00010', '00100', '00010', '00001', '10001', '01110'],
  '4': ['00010', '00110', '01010', '10010', '11111', '00010', '00010'],
  '5': ['11111', '10000', '11110', '00001', '00001', '10001', '01110'],
  '6': ['00110', '01000', '10000', '11110', '10001', '10001', '01110'],
  '7': ['11111', '00001', '00010', '00100', '01000', '01000', '01000'],
  '8': ['01110', '10001', '10001', '01110', '10001', '10001', '01110'],
  '9': ['01110', '10001', '10001', '01111', '00001', '00010', '01100'],
};

export const CAPTCHA_LENGTH = 4;
const W = 120;
const H = 40;
const SCALE = 4;

export function newCaptchaText(): string {
  return Array.from({ length: CAPTCHA_LENGTH }, () => String(randomInt(10))).join('');
}

export function renderCaptcha(text: string): string {
  const px = new Uint8Array(W * H).fill(235);
  const set = (x: number, y: number, v: number) => {
    if (x >= 0 && x < W && y >= 0 && y < H) px[y * W + x] = v;
  };
  [...text].forEach((ch, i) => {
    const glyph = FONT[ch] ?? FONT['0']!;
    const ox = 8 + i * 27 + randomInt(4);
    const oy = 4 + randomInt(6);
    glyph.forEach((row, gy) => {
      [...row].forEach((bit, gx) => {
        if (bit !== '1') return;
        for (let dy = 0; dy < SCALE; dy++) for (let dx = 0; dx < SCALE; dx++) set(ox + gx * SCALE + dx, oy + gy * SCALE + dy, 30 + randomInt(40));
      });
    });
  });
  // Noise: a few lines and speckles, light enough that a person reads the digits.
  for (let l = 0; l < 3; l++) {
    let y = randomInt(H);
    for (let x = 0; x < W; x++) {
      y = Math.max(0, Math.min(H - 1, y + randomInt(3) - 1));
      set(x, y, 120);
    }
  }
  for (let s = 0; s < 200; s++) set(randomInt(W), randomInt(H), 150 + randomInt(80));
  return `data:image/png;base64,${encodeGreyPng(W, H, px).toString('base64')}`;
}
