import { ApiError, errorText } from '@/api/errors';
import type { MessageDescriptor } from '@/forms/types';

/**
 * Refusals → what the screens show: the §8 catalogue text in the player's
 * language for every code and status that has one; the platform's own
 * sentence only for a code nobody mapped (errors.ts `errorText`). A Thai
 * player never reads "Injected fault (HTTP 500)."
 */
export function refusalText(err: unknown, t: (id: string, values?: Record<string, string>) => string): string {
  return errorText(err, t);
}

/** A refusal the server pinned to one field (`{ field: 'username' }`): shown under that field. */
export function refusalField(err: unknown): { field: string; message: MessageDescriptor } | null {
  if (!(err instanceof ApiError)) return null;
  const d = err.details as { field?: unknown } | null | undefined;
  if (!d || typeof d.field !== 'string') return null;
  if (err.messageKey !== 'error.unknown') return { field: d.field, message: { id: err.messageKey } };
  if (!err.serverMessage) return null;
  return { field: d.field, message: { id: 'forms.server', values: { message: err.serverMessage } } };
}

/** §8: a failed login whose answer carries `captcha: true` shows the captcha box. */
export function refusalWantsCaptcha(err: unknown): boolean {
  return err instanceof ApiError && (err.details as { captcha?: unknown } | null | undefined)?.captcha === true;
}

/** A failed login whose answer carries `human: true`: the next try passes the brand's human check first. */
export function refusalWantsHuman(err: unknown): boolean {
  return err instanceof ApiError && (err.code === 'HUMAN_CHECK_REQUIRED' || (err.details as { human?: unknown } | null | undefined)?.human === true);
}
