// @vitest-environment jsdom
import { describe, expect, it, vi, beforeEach } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { IntlProvider } from 'react-intl';
import type { ReactNode } from 'react';
import { Pagination } from '@/components/Pagination';
import { LazyImage } from '@/components/LazyImage';
import { IframeHost, GAME_IFRAME_SANDBOX } from '@/components/IframeHost';
import { loadedImages } from '@/lib/image-cache';
import { theme } from '@/theme/theme';
import en from '../../locales/EN.json';

const P = ({ children }: { children: ReactNode }) => (
  <ThemeProvider theme={theme}>
    <IntlProvider locale="en" messages={en as Record<string, string>} onError={() => {}}>
      {children}
    </IntlProvider>
  </ThemeProvider>
);

describe('Pagination', () => {
  it('shows the §9 window and marks the current page', () => {
    render(
      <P>
        <Pagination page={120} pageCount={239} onChange={() => {}} />
      </P>,
    );
    const pages = screen.getAllByRole('button', { name: /^Page \d+$/ }).map((b) => b.textContent);
    expect(pages).toEqual(['1', '119', '120', '121', '239']);
    expect(screen.getByRole('button', { name: 'Page 120' }).getAttribute('aria-current')).toBe('page');
  });
  it('ignores the current page and keeps previous/next in bounds', () => {
    const onChange = vi.fn();
    render(
      <P>
        <Pagination page={1} pageCount={5} onChange={onChange} />
      </P>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenCalledWith(2);
  });
  it('renders nothing for a single page', () => {
    const { container } = render(
      <P>
        <Pagination page={1} pageCount={1} onChange={() => {}} />
      </P>,
    );
    expect(container.querySelector('nav')).toBeNull();
  });
});

describe('LazyImage', () => {
  let observed: { cb: IntersectionObserverCallback; els: Element[]; options?: IntersectionObserverInit }[];
  beforeEach(() => {
    observed = [];
    class IO {
      els: Element[] = [];
      constructor(
        public cb: IntersectionObserverCallback,
        public options?: IntersectionObserverInit,
      ) {
        observed.push(this as never);
      }
      observe(el: Element) {
        this.els.push(el);
      }
      unobserve(el: Element) {
        this.els = this.els.filter((e) => e !== el);
      }
      disconnect() {}
    }
    vi.stubGlobal('IntersectionObserver', IO);
  });
  const reveal = () =>
    act(() => {
      for (const o of observed)
        o.cb(
          o.els.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
          o as never,
        );
    });

  it('waits for the viewport (threshold 0.1, 1.3 screens ahead), tries once, then falls back', () => {
    const { container } = render(
      <P>
        <LazyImage src="/broken-a.png" alt="" fallback={<span data-testid="fb" />} />
      </P>,
    );
    expect(container.querySelector('img')).toBeNull();
    reveal();
    expect(observed[0]?.options).toEqual({ rootMargin: '130% 0px', threshold: 0.1 });
    const img = container.querySelector('img')!;
    expect(img.getAttribute('src')).toBe('/broken-a.png');
    fireEvent.error(img);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('fb')).toBeTruthy();
  });
  it('paints an already-loaded URL at once, from the LRU cache', () => {
    loadedImages.add('/seen.svg');
    const { container } = render(
      <P>
        <LazyImage src="/seen.svg" alt="" fallback={null} />
      </P>,
    );
    expect(container.querySelector('img')?.getAttribute('data-ready')).toBe('true');
  });
  it('keeps a fixed aspect box so nothing shifts', () => {
    const { container } = render(
      <P>
        <LazyImage src="/x.svg" alt="" ratio={16 / 9} fallback={null} />
      </P>,
    );
    expect(getComputedStyle(container.firstElementChild!).aspectRatio).toContain('1.7');
  });
});

describe('IframeHost', () => {
  it('plays http(s) in a sandboxed, titled frame', () => {
    const { container } = render(
      <P>
        <IframeHost src="https://games.example/play" title="Lucky Dragon" />
      </P>,
    );
    const frame = container.querySelector('iframe')!;
    expect(frame.getAttribute('sandbox')).toBe(GAME_IFRAME_SANDBOX);
    expect(frame.getAttribute('title')).toBe('Lucky Dragon');
  });
  it('refuses other schemes', () => {
    const { container } = render(
      <P>
        <IframeHost src="javascript:alert(1)" title="x" refused={<p>refused</p>} />
      </P>,
    );
    expect(container.querySelector('iframe')).toBeNull();
    expect(screen.getByText('refused')).toBeTruthy();
  });
});
