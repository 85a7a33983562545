import { ApiError } from '@/api/errors';
import type { MessageDescriptor } from '@/forms/types';

/**
 * Refusals → what the screens show. The platform's own sentence wins where it
 * sent one (§8: SMS failures, login failures); otherwise the §8 catalogue text.
 */
export function refusalText(err: unknown, t: (id: string) => string): string {
  if (err instanceof ApiError) return err.serverMessage || t(err.messageKey);
  return t('error.unknown');
}

/** A refusal the server pinned to one field (`{ field: 'username' }`): shown under that field. */
export function refusalField(err: unknown): { field: string; message: MessageDescriptor } | null {
  if (!(err instanceof ApiError)) return null;
  const d = err.details as { field?: unknown } | null | undefined;
  if (!d || typeof d.field !== 'string' || !err.serverMessage) return null;
  return { field: d.field, message: { id: 'forms.server', values: { message: err.serverMessage } } };
}

/** §8: a failed login whose answer carries `captcha: true` shows the captcha box. */
export function refusalWantsCaptcha(err: unknown): boolean {
  return err instanceof ApiError && (err.details as { captcha?: unknown } | null | undefined)?.captcha === true;
}
