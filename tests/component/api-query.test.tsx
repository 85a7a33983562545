// @vitest-environment jsdom
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi } from '@/api/api';
import { useApiMutation } from '@/api/mutation';
import { invalidate, resetQueries, useApiQuery } from '@/api/query';
import { startTestSandbox, TEST_MERCHANTS, type TestSandbox } from '../../sandbox/testing';

/** The shared loading and mutation hooks against the real sandbox: what reaches the platform is counted there. */
let sb: TestSandbox;
const seen: { url: string; key?: string }[] = [];

beforeAll(async () => {
  sb = await startTestSandbox();
  // The raw server sees every request, also those the hot cache answers before Fastify.
  sb.app.server.prependListener('request', (req) => {
    seen.push({ url: req.url ?? '', key: req.headers['idempotency-key'] as string | undefined });
  });
  configureApi({ baseUrl: sb.url, merchantCode: TEST_MERCHANTS[0].merchantCode, getToken: () => null, getLanguage: () => 'EN' });
});
afterAll(() => sb.dispose());
beforeEach(() => {
  resetQueries();
  seen.length = 0;
});

const hits = (path: string) => seen.filter((s) => s.url.startsWith(path)).length;

function Winners({ label }: { label: string }) {
  const q = useApiQuery<{ list: unknown[] }>('winners');
  if (q.status === 'loading') return <p>{label} loading</p>;
  if (q.status === 'error') return <p>{label} failed</p>;
  return <p>{`${label} ${q.data?.list.length ?? 0} winners${q.refreshing ? ' refreshing' : ''}`}</p>;
}

describe('useApiQuery', () => {
  it('two screens asking the same call share one request and one answer', async () => {
    render(
      <>
        <Winners label="a" />
        <Winners label="b" />
      </>,
    );
    expect(screen.getByText('a loading')).toBeTruthy();
    await screen.findByText(/^a \d+ winners$/);
    await screen.findByText(/^b \d+ winners$/);
    expect(hits('/wps/winners')).toBe(1);
  });

  it('shows the cached answer at once on a remount and refetches after invalidate', async () => {
    const first = render(<Winners label="c" />);
    await screen.findByText(/^c \d+ winners$/);
    first.unmount();
    render(<Winners label="d" />);
    expect(screen.getByText(/^d \d+ winners$/)).toBeTruthy();
    expect(hits('/wps/winners')).toBe(1);
    act(() => invalidate('winners'));
    await waitFor(() => expect(hits('/wps/winners')).toBe(2));
    await screen.findByText(/^d \d+ winners$/);
  });
});

function Feedback() {
  const m = useApiMutation('feedback');
  const send = () => void m.run({ content: 'The lobby is great', contact: 'a@b.test' }).catch(() => undefined);
  return (
    <>
      <button onClick={send}>Send</button>
      <p>{m.pending ? 'sending' : m.data !== undefined ? 'sent' : 'idle'}</p>
    </>
  );
}

describe('useApiMutation', () => {
  it('a double click sends one request, with an Idempotency-Key', async () => {
    render(<Feedback />);
    const button = screen.getByRole('button', { name: 'Send' });
    await userEvent.dblClick(button);
    await screen.findByText('sent');
    const calls = seen.filter((s) => s.url.startsWith('/wps/feedback'));
    expect(calls).toHaveLength(1);
    expect(calls[0]?.key).toMatch(/^[A-Za-z0-9_-]{8,80}$/);
  });
});
