// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { configureLines } from '@/api/line-switch';
import type { Probe } from '@/api/lines';
import { LinesPage } from '@/features/lines/pages/LinesPage';
import { answer } from './fake-api';
import { Providers } from './forms-harness';

vi.mock('@/api/api', () => import('./fake-api'));

/** A probe the test settles line by line: `settle(host, true)` answers, `settle(host, false)` fails. */
function controlledProbe() {
  const pending = new Map<string, (ok: boolean) => void>();
  const probe: Probe = (line) =>
    new Promise<void>((resolve, reject) => {
      pending.set(line.host, (ok) => (ok ? resolve() : reject(new TypeError('Failed to fetch'))));
    });
  const settle = async (host: string, ok: boolean) => {
    await act(async () => {
      pending.get(host)!(ok);
      await Promise.resolve();
    });
  };
  return { probe, settle };
}

function setUp(probe: Probe) {
  localStorage.clear();
  sessionStorage.clear();
  configureLines({ primaryBase: 'https://jade.example.com/', mirrors: ['m2.example.com', 'm3.example.com'], domains: [], merchantCode: 'JADE', probe });
  render(
    <Providers>
      <LinesPage />
    </Providers>,
  );
}

const row = (host: string) => screen.getAllByTestId('line-row').find((r) => r.dataset.host === host)!;

describe('the line screen', () => {
  beforeEach(() => {
    answer({
      resources: () => [{ resourceType: 'SpeedTest', labelNameEn: 'Speed test', url: 'https://speed.example.com/t.txt', qrCodeUrl: '' }],
      domainRoute: () => ({ domainList: [] }),
    });
  });

  it('loading, then each line as it lands: latency, or why it failed; the summary is announced', async () => {
    const { probe, settle } = controlledProbe();
    setUp(probe);
    expect(screen.getByRole('heading', { level: 1, name: 'Line selection' })).toBeTruthy();
    expect(screen.getAllByTestId('line-row')).toHaveLength(3);
    expect(screen.getByRole('list', { name: 'Line selection' }).getAttribute('aria-busy')).toBe('true');
    expect(within(row('m2.example.com')).getByLabelText('Measuring…')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Measuring/ }) as HTMLButtonElement).disabled).toBe(true);

    await settle('m2.example.com', true);
    expect(within(row('m2.example.com')).getByTestId('line-latency').textContent).toMatch(/^\d+ ms$/);
    expect(within(row('jade.example.com')).getByLabelText('Measuring…')).toBeTruthy();

    await settle('jade.example.com', true);
    await settle('m3.example.com', false);
    expect(within(row('m3.example.com')).getByText('Unreachable')).toBeTruthy();
    expect((within(row('m3.example.com')).getByRole('button', { name: 'Use this line' }) as HTMLButtonElement).disabled).toBe(true);
    expect(within(row('jade.example.com')).getByText('In use')).toBeTruthy();
    expect(await screen.findByText('2 of 3 lines answered.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Full speed test' }).getAttribute('href')).toBe('https://speed.example.com/t.txt');

    fireEvent.click(within(row('m2.example.com')).getByRole('button', { name: 'Use this line' }));
    expect(within(row('m2.example.com')).getByText('In use')).toBeTruthy();
    expect(screen.getByText('Now connected through m2.example.com.')).toBeTruthy();
  });

  it('no line answers: says so and what to do', async () => {
    const { probe, settle } = controlledProbe();
    setUp(probe);
    for (const host of ['jade.example.com', 'm2.example.com', 'm3.example.com']) await settle(host, false);
    expect((await screen.findByRole('alert')).textContent).toBe('No line answers right now. Check your internet connection, then measure again.');
  });
});
