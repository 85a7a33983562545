// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { BrandContext, type ResolvedBrandConfig } from '@/brand/brand-config';
import { useAgentFormat } from '@/features/agent-centre/hooks/useAgentFormat';
import { useRecordFormat } from '@/features/records/hooks/useRecordFormat';

/** The report pages' figures: one shared hook (components/useFigureFormat) under the agent centre's and the records' own additions. */
function Figures() {
  const agent = useAgentFormat();
  const records = useRecordFormat();
  return (
    <ul>
      <li>{agent.signed('1200')}</li>
      <li>{agent.rate('25.00')}</li>
      <li>{records.signed('-5')}</li>
      <li>{records.tone('-5')}</li>
      <li>{records.label('records.kind', 'DEPOSIT')}</li>
      <li>{records.label('records.kind', 'NEW_KIND')}</li>
      <li>{records.minutes('2026-11-27 19:20:33')}</li>
    </ul>
  );
}

describe('useAgentFormat and useRecordFormat', () => {
  it('say money, sign, rate, catalogue label and time the same way in both features', () => {
    render(
      <BrandContext.Provider value={{ currency: { code: 'USD' } } as ResolvedBrandConfig}>
        <IntlProvider locale="en" messages={{ 'records.kind.DEPOSIT': 'Deposit' }}>
          <Figures />
        </IntlProvider>
      </BrandContext.Provider>,
    );
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      '+$1,200.00',
      '25%',
      '-$5.00',
      'down',
      'Deposit',
      'NEW_KIND',
      '2026-11-27 19:20',
    ]);
  });
});
