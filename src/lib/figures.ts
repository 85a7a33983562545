import { compareDecimal } from './money';

/**
 * How the report pages (records, agent centre) say a money figure: the amount,
 * its direction, the sign, a platform time to the minute, a catalogue message.
 * Pure: the caller hands in its money formatter and its message lookup.
 */
export type Tone = 'up' | 'down' | 'flat';

export interface FigureFormat {
  /** A decimal string as money of the brand's currency in the player's language. */
  money(decimal: string): string;
  /** Signed money for wins, losses and movements: "+₫1,200" / "-₫500" (the sign, not only the colour, says which). */
  signed(decimal: string): string;
  tone(decimal: string): Tone;
  /** The platform's `yyyy-MM-dd HH:mm:ss` shortened to minutes for tables. */
  minutes(time: string): string;
  t(id: string, values?: Record<string, string | number>): string;
}

export function toneOf(decimal: string): Tone {
  const c = compareDecimal(decimal, '0');
  return c > 0 ? 'up' : c < 0 ? 'down' : 'flat';
}

export function figureFormat(money: (decimal: string) => string, t: FigureFormat['t']): FigureFormat {
  return {
    money,
    tone: toneOf,
    signed: (d) => (toneOf(d) === 'up' ? `+${money(d)}` : money(d)),
    minutes: (time) => time.slice(0, 16),
    t,
  };
}
