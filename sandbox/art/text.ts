/**
 * Laying text out for artwork without a text engine: resvg draws a line where
 * it is told, so lines are broken and sized here from an estimate of each
 * character's advance (in em). Generous on purpose: a line estimated too wide
 * is only a little smaller than it could be; one too narrow would overflow.
 */
export function advance(ch: string): number {
  const cp = ch.codePointAt(0)!;
  if (cp === 0x20) return 0.28;
  // Thai vowels and tone marks above or below the consonant take no width.
  if (cp === 0x0e31 || (cp >= 0x0e34 && cp <= 0x0e3a) || (cp >= 0x0e47 && cp <= 0x0e4e)) return 0;
  if (cp >= 0x0e00 && cp <= 0x0e7f) return 0.6;
  if ((cp >= 0x2e80 && cp <= 0x9fff) || (cp >= 0xff00 && cp <= 0xffef) || (cp >= 0xac00 && cp <= 0xd7af)) return 1.02;
  if (/[0-9]/.test(ch)) return 0.62;
  if (/[%₫฿₱$€]/.test(ch)) return 0.75;
  if (/[.,:;'’!|·]/.test(ch)) return 0.3;
  if (ch !== ch.toLowerCase()) return 0.7;
  return 0.58;
}

export const widthEm = (text: string) => [...text].reduce((sum, ch) => sum + advance(ch), 0);

/** Break points: spaces, and between any two CJK characters (Chinese has no spaces). */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const part of text.split(/(\s+)/)) {
    if (/^\s+$/.test(part)) out.push(' ');
    else if (/[\u2e80-\u9fff]/.test(part)) out.push(...part.match(/[\u2e80-\u9fff\uff00-\uffef]|[^\u2e80-\u9fff\uff00-\uffef]+/g)!);
    else if (part) out.push(part);
  }
  return out;
}

/** Greedy lines of at most `maxEm` em. */
export function wrap(text: string, maxEm: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const tok of tokens(text)) {
    const next = line + tok;
    if (line.trim() && widthEm(next.trimEnd()) > maxEm) {
      lines.push(line.trim());
      line = tok === ' ' ? '' : tok;
    } else line = next;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

/** The largest size (≤ max) at which `text` fits `width` in at most `maxLines` lines, and those lines. */
export function fit(text: string, width: number, max: number, maxLines: number, min = 10): { size: number; lines: string[] } {
  for (let size = max; size > min; size = Math.floor(size * 0.92)) {
    const lines = wrap(text, width / size);
    if (lines.length <= maxLines && lines.every((l) => widthEm(l) * size <= width)) return { size, lines };
  }
  return { size: min, lines: wrap(text, width / min).slice(0, maxLines) };
}

export const esc = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
