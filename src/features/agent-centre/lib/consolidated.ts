import type { ConsolidatedFunds } from '@/api/types.generated';
import { compareDecimal, parseAmount, toDecimalString } from '@/lib/money';
import type { ContractKind } from './entries';

/**
 * The consolidated contract info (§3, consolidatedFunds) as the contract pages use it: per kind, whether the agent
 * may make requests (new contracts for its downlines; for hourly and real-time, its own salary contract) and
 * whether there is contract information to show (the settlements). Pure.
 */
const REQUEST: Record<ContractKind, keyof ConsolidatedFunds> = {
  DIVIDEND: 'divtypereq',
  DAILY: 'dailysalreq',
  HOURLY: 'contracthoursalreq',
  REALTIME: 'realtimesalreqtype',
};
const INFO: Record<ContractKind, keyof ConsolidatedFunds> = {
  DIVIDEND: 'divtypeinfo',
  DAILY: 'dailysalinfotype',
  HOURLY: 'contracthoursalinfo',
  REALTIME: 'realtimesalinfotype',
};

/** While the info is not known yet (loading, or the call failed) nothing is hidden: the platform still refuses what it must. */
export function contractAccess(funds: ConsolidatedFunds | undefined, kind: ContractKind): { request: boolean; info: boolean } {
  if (!funds) return { request: true, info: true };
  return { request: funds[REQUEST[kind]] === 1, info: funds[INFO[kind]] === 1 };
}

/** The platform's ceiling for an hourly or real-time salary rate, in percent of valid bet (SalaryContractRequest). */
export const SALARY_RATE_MAX = '5';

/** A typed salary rate: a percent above 0 and at most the ceiling, 2 decimals at most; null when it is not one. */
export function salaryRate(text: string): string | null {
  const p = parseAmount(text, 2);
  if (!p.ok) return null;
  const rate = toDecimalString(p.minor, 2);
  return compareDecimal(rate, '0') > 0 && compareDecimal(rate, SALARY_RATE_MAX) <= 0 ? rate : null;
}

export type EffectiveChoice = 'now' | 'nextHour' | 'tomorrow';
export const EFFECTIVE_CHOICES: readonly EffectiveChoice[] = ['now', 'nextHour', 'tomorrow'];

/** The platform's `yyyy-MM-dd HH:mm:ss` in UTC. */
export const platformTime = (ms: number): string => new Date(ms).toISOString().slice(0, 19).replace('T', ' ');

const HOUR = 3_600_000;
const DAY = 86_400_000;

/** When a salary contract starts: now (to the second), at the next full hour, or at 00:00 UTC tomorrow. */
export function effectiveTime(choice: EffectiveChoice, now: number): string {
  if (choice === 'nextHour') return platformTime(Math.floor(now / HOUR) * HOUR + HOUR);
  if (choice === 'tomorrow') return platformTime(Math.floor(now / DAY) * DAY + DAY);
  return platformTime(Math.floor(now / 1000) * 1000);
}
