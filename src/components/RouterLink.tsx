import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  /** A full page load instead of the router's navigation. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * The router's link on its public hooks (useHref, useLinkClickHandler): an <a> whose plain click navigates in the app
 * and whose modified click (new tab, middle click) stays the browser's. React Router's own <Link> also carries its
 * framework mode's prefetching, which this portal does not use, into every first load.
 */
export function Link({ to, replace, reloadDocument, target, onClick, ref, children, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { replace, target });
  const click = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  };
  return (
    <a {...rest} ref={ref} href={href} target={target} onClick={click}>
      {children}
    </a>
  );
}

/** A link that marks itself as the current page (aria-current="page") while its path is shown; `end`: that path only, not its sub-paths. */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const to = useResolvedPath(props.to).pathname;
  const here = pathname.toLowerCase();
  const path = to.toLowerCase();
  const stop = path !== '/' && path.endsWith('/') ? path.length - 1 : path.length;
  const current = here === path || (!end && here.startsWith(path) && here.charAt(stop) === '/');
  return <Link aria-current={current ? 'page' : undefined} {...props} />;
}
