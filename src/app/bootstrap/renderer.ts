/**
 * react-dom, a chunk of its own (vite.config.ts's 'app-renderer' group) that src/main.tsx imports one task before
 * the other libraries (./libraries.ts) and two before the app: importing a chunk evaluates it in one task, and
 * react-dom with the libraries was still the load's longest (Lighthouse's TBT counts every millisecond of a task
 * past 50 ms on the throttled phone). Nothing uses the name from here.
 */
export { hydrateRoot } from 'react-dom/client';
