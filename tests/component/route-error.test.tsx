// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { RouteErrorBoundary } from '@/app/routing/RouteErrorBoundary';
import { ChunkLoadError } from '@/app/routing/lazy-chunk';
import { ShellProviders } from './shell-harness';

function Thrower({ error }: { error: Error }): never {
  throw error;
}

describe("a route's error boundary", () => {
  it('shows the route error screen with a reload and the way home when a page throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports what the boundary caught
    render(
      <ShellProviders>
        <RouteErrorBoundary>
          <Thrower error={new Error('boom')} />
        </RouteErrorBoundary>
      </ShellProviders>,
    );
    const alert = screen.getByRole('alert');
    expect(alert.dataset.testid).toBe('route-error');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/');
  });

  it('asks for a reload when the page chunk failed (§8), and a new route (another key) starts afresh', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    function Routes() {
      const [route, setRoute] = useState('a');
      return (
        <>
          <button onClick={() => setRoute('b')}>next route</button>
          <RouteErrorBoundary key={route}>{route === 'a' ? <Thrower error={new ChunkLoadError('timeout')} /> : <p>page b</p>}</RouteErrorBoundary>
        </>
      );
    }
    render(
      <ShellProviders>
        <Routes />
      </ShellProviders>,
    );
    expect(screen.getByRole('alert').dataset.testid).toBe('reload-prompt');
    expect(screen.queryByRole('link')).toBeNull();
    act(() => screen.getByRole('button', { name: 'next route' }).click());
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('page b')).toBeTruthy();
  });
});
