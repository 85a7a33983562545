import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** A new page starts at its top (the browser only does that for full loads). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
