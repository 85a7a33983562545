import type { FastifyReply } from 'fastify';
import type { Provider } from './idp';

/**
 * The sandbox identity providers' own pages: the consent page (who signs in, allow or cancel) and the page
 * shown instead of redirecting when a request names an unknown client or a redirect address it may not use.
 * No script; inline styles only; light and dark follow the device. The form may post only to this page, and
 * the redirect that answers it may go only to the client's origin (CSP form-action applies to redirects).
 */
const NAMES: Record<Provider, string> = { google: 'Google', facebook: 'Facebook' };
const ACCENT: Record<Provider, { light: string; dark: string }> = {
  google: { light: '#1a5fd0', dark: '#8ab4f8' },
  facebook: { light: '#0a58ca', dark: '#6ea8fe' },
};

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const style = (provider: Provider) => `
:root { color-scheme: light dark; --bg: #f3f5f8; --card: #fff; --text: #1c1f24; --muted: #545b66; --line: #c9ced6; --accent: ${ACCENT[provider].light}; --on-accent: #fff; }
@media (prefers-color-scheme: dark) { :root { --bg: #121417; --card: #1d2025; --text: #eceef1; --muted: #aab1bb; --line: #3b414a; --accent: ${ACCENT[provider].dark}; --on-accent: #0d1117; } }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 16px; background: var(--bg); color: var(--text);
  font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif; }
main { width: 100%; max-width: 400px; background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 28px 24px; }
.mark { display: flex; align-items: center; gap: 10px; font-weight: 600; font-size: 15px; color: var(--muted); margin-bottom: 16px; }
.dot { width: 28px; height: 28px; border-radius: 50%; background: var(--accent); color: var(--on-accent); display: grid; place-items: center; font-weight: 700; }
h1 { font-size: 22px; line-height: 1.3; margin: 0 0 8px; }
p { margin: 0 0 20px; color: var(--muted); }
label { display: block; font-size: 14px; font-weight: 600; margin: 0 0 6px; }
input { width: 100%; height: 44px; padding: 0 12px; margin: 0 0 16px; border: 1px solid var(--line); border-radius: 8px; background: var(--card); color: var(--text); font: inherit; }
input:focus-visible, button:focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
.actions { display: flex; gap: 12px; justify-content: flex-end; margin-top: 8px; }
button { min-height: 44px; padding: 0 20px; border-radius: 8px; font: inherit; font-weight: 600; cursor: pointer; }
.allow { background: var(--accent); color: var(--on-accent); border: 1px solid var(--accent); }
.cancel { background: transparent; color: var(--accent); border: 1px solid var(--line); }
small { display: block; margin-top: 20px; color: var(--muted); font-size: 13px; }`;

function page(reply: FastifyReply, provider: Provider, title: string, body: string, formTargets: string, status = 200): FastifyReply {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title><style>${style(provider)}</style></head><body><main>
<div class="mark"><span class="dot" aria-hidden="true">${NAMES[provider][0]}</span>${NAMES[provider]} (sandbox)</div>${body}</main></body></html>`;
  return reply
    .code(status)
    .header('content-security-policy', `default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; form-action ${formTargets}; frame-ancestors 'none'`)
    .header('x-frame-options', 'DENY')
    .header('x-content-type-options', 'nosniff')
    .header('referrer-policy', 'no-referrer')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(html);
}

export function consentPage(
  reply: FastifyReply,
  o: { provider: Provider; tx: string; brand: string; redirectOrigin: string; actionOrigin: string },
): FastifyReply {
  const name = NAMES[o.provider];
  const body = `<h1>Sign in to ${escape(o.brand)} with ${name}</h1>
<p>${escape(o.brand)} will receive your name and email address. Choose who signs in, then allow or cancel.</p>
<form method="post">
<input type="hidden" name="tx" value="${escape(o.tx)}">
<label for="name">Name</label><input id="name" name="name" autocomplete="name" value="Sandbox Player">
<label for="email">Email address</label><input id="email" name="email" type="email" autocomplete="email" value="player@example.com" required>
<div class="actions"><button class="cancel" name="decision" value="cancel" formnovalidate>Cancel</button><button class="allow" name="decision" value="allow">Allow</button></div>
</form><small>A stand-in for ${name}: no real account is used and nothing leaves this machine.</small>`;
  const targets = [...new Set([`'self'`, o.actionOrigin, o.redirectOrigin])].join(' ');
  return page(reply, o.provider, `${name}: sign in to ${o.brand}`, body, targets);
}

const ERRORS: Record<string, string> = {
  unknown_client: 'This app is not registered with the provider.',
  bad_redirect: 'This app asked to return to an address it has not registered.',
  bad_email: 'Please enter an email address.',
  expired: 'This sign-in request has expired or was already answered. Go back to the app and start again.',
};

export function errorPage(reply: FastifyReply, provider: Provider, reason: keyof typeof ERRORS): FastifyReply {
  return page(reply, provider, 'Sign-in error', `<h1>Sign-in could not continue</h1><p role="alert">${escape(ERRORS[reason]!)}</p>`, `'none'`, 400);
}
