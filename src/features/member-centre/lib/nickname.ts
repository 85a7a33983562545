/**
 * The nickname rule of My account, the same as the platform's (memberNickname):
 * trimmed, inner spaces collapsed, 2 to 16 letters of any script, digits,
 * spaces, `_`, `-` or `.`. Pure, unit-tested; the platform checks it again.
 */
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 16;
const NICKNAME = /^[\p{L}\p{N}_.\- ]+$/u;

export type NicknameProblem = 'empty' | 'length' | 'characters';

export const normaliseNickname = (raw: string): string => raw.trim().replace(/\s+/g, ' ');

export function nicknameProblem(raw: string): NicknameProblem | null {
  const v = normaliseNickname(raw);
  if (!v) return 'empty';
  if ([...v].length < NICKNAME_MIN || [...v].length > NICKNAME_MAX) return 'length';
  if (!NICKNAME.test(v)) return 'characters';
  return null;
}

/**
 * Text colour for a label drawn on the club's colours (server data, any hex):
 * black or white, whichever contrasts more with the average of the two.
 */
export function labelTextColour(color: string, color2: string): '#000000' | '#ffffff' {
  const lum = (hex: string) => {
    const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
    if (!m) return 0.5;
    const n = parseInt(m[1]!, 16);
    const lin = (c: number) => {
      const s = c / 255;
      return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  };
  const l = (lum(color) + lum(color2)) / 2;
  // Contrast against black (l + .05)/.05 vs against white 1.05/(l + .05).
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** A club colour safe to put in a style (server data): a hex colour, else null. */
export const safeColour = (c: string | null | undefined): string | null => (c && /^#[0-9a-f]{3}([0-9a-f]{3})?$/i.test(c.trim()) ? c.trim() : null);
