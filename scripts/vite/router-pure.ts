/**
 * Browser build only: React Router's components that the portal never renders are left out of the bundle.
 * react-router's dist declares `var Link = React10.forwardRef(…)` (also NavLink, Form) without the `#__PURE__`
 * mark bundlers read, and names each for React's developer tools (`Link.displayName = "Link"`, a statement that
 * uses it), so a bundler must keep each, and with it everything the component uses: the framework mode's
 * prefetching, forms, fetchers. Marking the module-level forwardRef / memo / createContext calls pure and dropping
 * the developer-tools names lets an unused component go; a used one stays as it was.
 * The portal links through src/components/RouterLink.tsx (the router's public hooks).
 */
import type { Plugin } from 'vite';

const ROUTER_DIST = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].*\.mjs$/;
const TOP_LEVEL_CALL = /^(var [\w$]+ = )(React\d*\.(?:forwardRef|memo|createContext)\()/gm;
const DISPLAY_NAME = /^[\w$]+\.displayName = "[^"]*";$/gm;

/** Pure: the module's text with its module-level forwardRef / memo / createContext calls marked pure, without displayName statements. */
export function markRouterCallsPure(code: string): string {
  return code.replace(TOP_LEVEL_CALL, '$1/* @__PURE__ */ $2').replace(DISPLAY_NAME, '');
}

export function routerPure(): Plugin {
  return {
    name: 'portal:router-pure',
    apply: 'build',
    transform(code, id) {
      if (!ROUTER_DIST.test(id)) return null;
      const marked = markRouterCallsPure(code);
      return marked === code ? null : { code: marked, map: null };
    },
  };
}
