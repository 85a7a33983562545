// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { Link, NavLink } from '@/components/RouterLink';

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="where">{pathname + search}</output>;
}

function at(path: string, links: React.ReactNode) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      {links}
      <Where />
    </MemoryRouter>,
  );
}

describe('RouterLink', () => {
  it('is a real link to the path, and a plain click moves in the app', () => {
    at('/', <Link to="/promotions?category=vip">Promotions</Link>);
    const link = screen.getByRole('link', { name: 'Promotions' });
    expect(link.getAttribute('href')).toBe('/promotions?category=vip');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/promotions?category=vip');
  });

  it('leaves a modified click (new tab) and a reloadDocument link to the browser', () => {
    at(
      '/',
      <>
        <Link to="/rng">Slots</Link>
        <Link to="/live" reloadDocument>
          Live
        </Link>
      </>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Slots' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Live' }));
    expect(screen.getByTestId('where').textContent).toBe('/');
  });

  it("marks the current page's link (aria-current), sub-paths too unless `end`", () => {
    at(
      '/promotions/101',
      <>
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to="/promotions">Promotions</NavLink>
        <NavLink to="/promo">Promo</NavLink>
      </>,
    );
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Promotions' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Promo' }).getAttribute('aria-current')).toBeNull();
  });
});
