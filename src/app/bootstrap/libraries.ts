/**
 * The libraries under the app (Emotion, the router, react-intl), a chunk of their own that src/main.tsx imports
 * one task after the renderer (./renderer.ts) and one before src/app/bootstrap/mount.tsx. Importing a chunk evaluates it, and the
 * app chunk used to evaluate all of this and the app's own modules in one task, the longest of the load
 * (Lighthouse's TBT counts every millisecond of a task past 50 ms on the throttled phone). The names below
 * only tie each library to this chunk (vite.config.ts's 'app-libraries' group); nothing uses them from here.
 */
export { ThemeProvider } from '@emotion/react';
export { default as styled } from '@emotion/styled';
export { IntlProvider } from 'react-intl';
export { BrowserRouter } from 'react-router-dom';
