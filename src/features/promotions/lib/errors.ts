import { errorKey } from '@/api/errors';

/** Refusals of the promotion calls that have their own sentence; anything else goes through the shared catalogue. */
const own: Record<string, string> = {
  PROMOTION_NOT_OPEN: 'promotions.error.notOpen',
  ALREADY_JOINED: 'promotions.error.alreadyJoined',
  ALREADY_CLAIMED: 'promotions.error.alreadyClaimed',
  ALREADY_APPLIED: 'promotions.error.alreadyApplied',
  NOT_JOINABLE: 'promotions.error.notOpen',
  NOT_CLAIMABLE: 'promotions.error.notOpen',
  NOT_APPLICABLE: 'promotions.error.notOpen',
  INVALID_IMAGE: 'promotions.apply.imageRefused',
};

export function promotionErrorKey(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  return (typeof code === 'string' && own[code]) || errorKey(error);
}
