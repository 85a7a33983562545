import { useEffect } from 'react';
import { useApiQuery } from '@/api/query';
import type { ConsolidatedFunds } from '@/api/types.generated';

/**
 * §3's session keys of the agent centre: `consolidated` (the platform's consolidated contract info as answered),
 * `enableSalary` (any salary contract, daily, hourly or real-time, may be requested or has information) and
 * `enableContract` (the dividend contract may). Written whenever the answer arrives, for the tab's other readers.
 */
export function useConsolidatedKeys(): void {
  const funds = useApiQuery('consolidatedFunds').data;
  useEffect(() => {
    if (funds) rememberConsolidated(funds);
  }, [funds]);
}

function rememberConsolidated(funds: ConsolidatedFunds): void {
  const on = (...keys: (keyof ConsolidatedFunds)[]) => String(keys.some((k) => funds[k] === 1));
  try {
    sessionStorage.setItem('consolidated', JSON.stringify(funds));
    sessionStorage.setItem(
      'enableSalary',
      on('dailysalreq', 'dailysalinfotype', 'contracthoursalreq', 'contracthoursalinfo', 'realtimesalreqtype', 'realtimesalinfotype'),
    );
    sessionStorage.setItem('enableContract', on('divtypereq', 'divtypeinfo'));
  } catch {
    // storage disabled or full: the pages read the answer itself
  }
}
