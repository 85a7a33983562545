import type { PlatformMessage } from '@/api/types.generated';

/**
 * A platform message in the player's language (§9 notification templates):
 * the platform sends a template key and its parameters, the catalogue holds
 * the sentence (`messages.template.<key>.title|body`), so a Thai player reads
 * Thai. Free text (`text`) is shown as the operator wrote it; a template this
 * portal does not know yet falls back to the platform's own English text.
 */
export type Translate = (id: string, values?: Record<string, string>) => string;
/** Formats a decimal-string amount in a currency (empty: the brand's). */
export type FormatMoney = (amount: string, currency: string) => string;

export const TRANSLATED_TEMPLATES = ['depositCredited', 'depositFailed', 'withdrawalApproved', 'withdrawalRejected', 'welcome'] as const;
type Translated = (typeof TRANSLATED_TEMPLATES)[number];
const isTranslated = (t: string): t is Translated => (TRANSLATED_TEMPLATES as readonly string[]).includes(t);

export interface MessageText {
  title: string;
  body: string;
}

export function messageText(m: Pick<PlatformMessage, 'template' | 'params' | 'title' | 'content'>, t: Translate, money: FormatMoney): MessageText {
  const p = m.params;
  if (m.template === 'text') return { title: p.title || m.title, body: p.content || m.content };
  if (!isTranslated(m.template)) return { title: m.title, body: m.content };
  const values: Record<string, string> = {
    amount: p.amount ? money(p.amount, p.currency ?? '') : '',
    orderNo: p.orderNo ?? '',
    account: p.account ?? '',
  };
  const reason = p.reason?.trim();
  const body = t(`messages.template.${m.template}.body`, values);
  return { title: t(`messages.template.${m.template}.title`), body: reason ? `${body} ${t('messages.reason', { reason })}` : body };
}

/** The badge text: the count, capped so it fits a small circle. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));
