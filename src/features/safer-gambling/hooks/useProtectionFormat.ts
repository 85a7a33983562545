import { useIntl } from 'react-intl';
import { useMoney } from '@/components/useMoney';
import { parsePlatformTime } from '@/lib/format';
import { hoursMinutes } from '../lib/safer-gambling';

/** Money in the brand's currency, platform times as date and time, durations: in the player's language. */
export function useProtectionFormat() {
  const intl = useIntl();
  const money = useMoney();
  return {
    t: (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values),
    money: money.format,
    dateTime: (platformTime: string | null) => {
      const d = parsePlatformTime(platformTime);
      return d ? new Intl.DateTimeFormat(intl.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(d) : '';
    },
    at: (ms: number) => new Intl.DateTimeFormat(intl.locale, { dateStyle: 'long', timeStyle: 'short' }).format(ms),
    duration: (seconds: number) => intl.formatMessage({ id: 'protection.duration' }, hoursMinutes(seconds)),
    code: money.code,
  };
}
