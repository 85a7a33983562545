import { useContext } from 'react';
import { Navigate, UNSAFE_NavigationContext } from 'react-router-dom';

/**
 * <Navigate replace> in the browser. The pre-render (a StaticRouter) cannot move and draws nothing instead: an empty
 * render is how it learns that a path redirects a visitor (scripts/lib/brand/prerender.ts writes no page for it).
 */
export function Redirect({ to }: { to: string }) {
  const { static: prerendering } = useContext(UNSAFE_NavigationContext);
  return prerendering ? null : <Navigate to={to} replace />;
}
