import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { addressWatcher } from '../routing/address-change';

const pageMoved = addressWatcher();

/**
 * A new page starts at its top (the browser only does that for full loads). The page the app opened on keeps where
 * the player scrolled it to, before and after hydration.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (pageMoved(pathname)) window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
