/**
 * Points-mall limits, pure: how many of an item a member may redeem at once
 * (the platform's 1–99, the stock left, the points they hold) and why a wanted
 * quantity is refused, so the form says it before anything is sent.
 */
export const QUANTITY_MAX = 99;

export type RedeemProblem = 'soldOut' | 'notEnoughPoints' | 'quantityTooLow' | 'quantityTooHigh' | 'overStock';

export interface RedeemCheck {
  /** The largest quantity this member can redeem now (0: none). */
  max: number;
  cost: number;
  problem: RedeemProblem | null;
}

export function checkRedeem(item: { pointsRequirement: number; availableQuantity: number }, points: number, quantity: number): RedeemCheck {
  const affordable = item.pointsRequirement > 0 ? Math.floor(points / item.pointsRequirement) : QUANTITY_MAX;
  const max = Math.max(0, Math.min(QUANTITY_MAX, item.availableQuantity, affordable));
  const cost = item.pointsRequirement * quantity;
  let problem: RedeemProblem | null = null;
  if (item.availableQuantity <= 0) problem = 'soldOut';
  else if (!Number.isInteger(quantity) || quantity < 1) problem = 'quantityTooLow';
  else if (quantity > QUANTITY_MAX) problem = 'quantityTooHigh';
  else if (quantity > item.availableQuantity) problem = 'overStock';
  else if (cost > points) problem = 'notEnoughPoints';
  return { max, cost, problem };
}

export type ConvertProblem = 'notWhole' | 'belowMinimum' | 'notEnoughPoints';

/** Points to convert: a whole number, at least the platform's minimum, no more than the member holds. */
export function checkConvert(input: string, points: number, minimum: number): { value: number | null; problem: ConvertProblem | null } {
  const text = input.trim();
  if (!/^\d+$/.test(text)) return { value: null, problem: text ? 'notWhole' : null };
  const value = Number(text);
  if (value < minimum) return { value, problem: 'belowMinimum' };
  if (value > points) return { value, problem: 'notEnoughPoints' };
  return { value, problem: null };
}
