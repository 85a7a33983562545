// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import { takeOverTarget } from '@/app/bootstrap/take-over';
import { TakeOverSlice } from '@/app/layout/TakeOverSlice';

/**
 * The take-over's next task, exactly one (it shows one waiting slice per task). Its timers are faked: with real
 * ones, a loaded machine can run two queued 0 ms timers before the test looks (a CI run saw two slices at once).
 */
const nextTask = () => act(() => void vi.advanceTimersToNextTimer());

function Frame() {
  const [late, setLate] = useState(false);
  return (
    <div>
      <TakeOverSlice>
        <nav>side menu</nav>
      </TakeOverSlice>
      <TakeOverSlice>
        <header>header</header>
      </TakeOverSlice>
      <main>page</main>
      <button onClick={() => setLate(true)}>more</button>
      {late && (
        <TakeOverSlice>
          <footer>footer</footer>
        </TakeOverSlice>
      )}
    </div>
  );
}

describe('the take-over renders the frame in slices behind the static shell', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] }));
  afterEach(() => vi.useRealTimers());

  it('shows one slice per task, keeps the static shell until the last one, then renders new slices at once', async () => {
    document.body.innerHTML = '<div id="root" data-prerendered="/"><p>static shell</p></div>';
    const host = takeOverTarget(document);
    render(<Frame />, { container: host });

    // The first render: what is not in a slice, and a hidden placeholder per slice. The visitor still sees the shell.
    expect(host.textContent).toBe('pagemore');
    expect(host.querySelectorAll('[data-skeleton="slice"][hidden]')).toHaveLength(2);
    expect(document.getElementById('root')?.textContent).toBe('static shell');

    nextTask();
    expect(host.textContent).toBe('side menupagemore');
    expect(document.getElementById('root')?.textContent).toBe('static shell');

    nextTask();
    expect(host.textContent).toBe('side menuheaderpagemore');
    // No placeholder left: the live app has replaced the shell, under its id.
    await act(async () => undefined);
    expect(document.getElementById('root')).toBe(host);
    expect(document.body.textContent).toBe('side menuheaderpagemore');

    // After the swap a slice is just its children, in the same render.
    act(() => host.querySelector('button')!.click());
    expect(host.querySelector('footer')?.textContent).toBe('footer');
  });
});
