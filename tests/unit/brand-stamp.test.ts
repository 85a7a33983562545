import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BrandConfig } from '../../src/brand/brand-config.generated';
import { createHash } from 'node:crypto';
import { bootThemeScript, firstRequestsScript } from '../../scripts/lib/brand/boot-scripts';
import { contentSecurityPolicy } from '../../scripts/lib/brand/csp';
import { resolveManifest } from '../../scripts/lib/brand/schema';
import { escapeHtml, jsonForScript, stampIndexHtml, templateMarkers } from '../../scripts/lib/brand/stamp';

/** Facebook / Google sign-in and Firebase phone auth against the real services (csp.ts SIGN_IN_HOSTS), allowed unless the manifest turns a provider off. */
const SIGN_IN =
  'https://accounts.google.com https://oauth2.googleapis.com https://www.facebook.com https://graph.facebook.com https://identitytoolkit.googleapis.com';

const template = `<!doctype html><html lang="${templateMarkers.lang}" dir="${templateMarkers.dir}" data-default-theme="${templateMarkers.defaultTheme}" data-variants="${templateMarkers.variants}"><head>${templateMarkers.bootScript}${templateMarkers.brandHead}<title>${templateMarkers.title}</title></head><body></body></html>`;
const manifest = (id: string) => JSON.parse(readFileSync(`brands/${id}/brand.json`, 'utf8')) as BrandConfig;
const config = (html: string) => JSON.parse(/<script id="brand-config" type="application\/json">(.*?)<\/script>/s.exec(html)![1]);

describe('resolveManifest', () => {
  it('applies the schema defaults without touching the manifest', () => {
    const raw = manifest('_template');
    const before = JSON.stringify(raw);
    const r = resolveManifest(raw);
    expect(JSON.stringify(raw)).toBe(before);
    expect(r).toMatchObject({ platform: 'web', device: 'WEB', lotteryType: 'Lott', api: { baseUrl: '/' } });
    expect(r.bannerGroups.register).toBe('w_reg');
    expect(r.theme.fontFamily).toMatch(/system-ui/);
    expect('$schema' in r).toBe(false);
  });
});

describe('stampIndexHtml', () => {
  it('fills lang, dir, default theme, title, favicon, theme colours, palette and config', () => {
    const brand = resolveManifest(manifest('siam-star'));
    const html = stampIndexHtml(template, brand, { base: '/', csp: true });
    expect(html).toContain('<html lang="th" dir="ltr" data-default-theme="dark" data-variants="nav-rail header-balance tiles-portrait');
    expect(html).toContain('<title>Siam Star</title>');
    expect(html).toContain('<link rel="icon" type="image/svg+xml" href="/brand/favicon.svg">');
    expect(html).toContain(`<meta name="theme-color" media="(prefers-color-scheme: light)" content="${brand.theme.palette.light.primary}">`);
    expect(html).toContain(`<meta name="theme-color" media="(prefers-color-scheme: dark)" content="${brand.theme.palette.dark.surface}">`);
    expect(html).toContain(`--c-primary:${brand.theme.palette.dark.primary}`);
    expect(config(html)).toEqual(JSON.parse(JSON.stringify(brand)));
    expect(html).not.toContain('%BRAND_');
  });

  it("carries the brand's layout variants only: its tokens on <html>, its values as custom properties", () => {
    const siam = stampIndexHtml(template, resolveManifest(manifest('siam-star')), { base: '/', csp: false });
    const jade = stampIndexHtml(template, resolveManifest(manifest('jade-global')), { base: '/', csp: false });
    expect(siam).toMatch(/data-variants="[^"]*\btiles-portrait\b[^"]*\belevation-glow\b/);
    expect(siam).toContain('--tile-ratio:3 / 4');
    expect(siam).not.toContain('--tile-ratio:1;');
    expect(jade).toMatch(/data-variants="nav-rail header-compact tiles-square density-compact corners-square elevation-flat icons-line/);
    expect(jade).toContain('--radius-control:2px');
    // Thai and Vietnamese text get their own size and line height, keyed on the page's lang.
    expect(siam).toContain(':root:lang(th){--fs:17px;--lh:1.75}');
  });

  it("fills the template's layout with the schema's defaults", () => {
    const html = stampIndexHtml(template, resolveManifest(manifest('_template')), { base: '/', csp: false });
    expect(html).toContain(
      'data-variants="nav-rail header-compact tiles-square density-comfortable corners-rounded elevation-raised icons-line hero-carousel cats-grid"',
    );
  });

  it('sets dir="rtl" when the default language is written right to left', () => {
    const raw = manifest('_template');
    raw.languages = { enabled: ['AR', 'EN'], default: 'AR' };
    expect(stampIndexHtml(template, resolveManifest(raw), { base: '/', csp: false })).toContain('<html lang="ar" dir="rtl"');
  });

  it("adds the CSP meta at build but not in dev (Vite's client needs inline scripts)", () => {
    const brand = resolveManifest(manifest('lotus-vn'));
    expect(stampIndexHtml(template, brand, { base: '/', csp: true })).toContain(
      `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(brand, 'meta')}">`,
    );
    expect(stampIndexHtml(template, brand, { base: '/', csp: false })).not.toContain('Content-Security-Policy');
  });

  it('escapes what an operator types, so a name or config value cannot break the page', () => {
    const raw = manifest('_template');
    raw.name = 'A & B <script>';
    raw.licenceText = '</script><script>alert(1)</script>';
    const html = stampIndexHtml(template, resolveManifest(raw), { base: '/', csp: true });
    expect(html).toContain('<title>A &amp; B &lt;script&gt;</title>');
    expect(html).not.toContain('</script><script>alert(1)');
    expect(config(html).licenceText).toBe('</script><script>alert(1)</script>');
    expect(escapeHtml('"x"')).toBe('&quot;x&quot;');
    expect(jsonForScript({ a: '<!--' })).toBe('{"a":"\\u003c!--"}');
  });

  it('refuses a template that lost a marker, naming it', () => {
    const brand = resolveManifest(manifest('lotus-vn'));
    expect(() => stampIndexHtml(template.replace(templateMarkers.title, 'x'), brand, { base: '/', csp: true })).toThrow(/lost its title marker/);
  });
});

// Independent of the stamp's own code: the hash of the scripts as their generator writes them.
const hashOf = (text: string) => `sha256-${createHash('sha256').update(text).digest('base64')}`;
const bootHash = hashOf(bootThemeScript());
const firstRequestsHash = hashOf(firstRequestsScript());

describe('contentSecurityPolicy', () => {
  it('the stamped page carries the boot script inline, exactly the text the hash allows', () => {
    const html = stampIndexHtml(template, resolveManifest(manifest('lotus-vn')), { base: '/', csp: true });
    const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    expect(inline).toContain('setAttribute("data-theme"');
    expect(`sha256-${createHash('sha256').update(inline).digest('base64')}`).toBe(bootHash);
    expect(html).not.toContain('src="/boot-theme.js"');
  });

  it("allows self and the inlined boot scripts' hashes for scripts, a Blob worker (the first requests), Emotion's inline styles, and the API origin for connections", () => {
    const csp = contentSecurityPolicy({ api: { baseUrl: 'https://api.example.com/v1/' }, analytics: { consent: 'off' } }, 'meta');
    expect(csp).toBe(
      `default-src 'self'; worker-src 'self' blob:; script-src 'self' '${bootHash}' '${firstRequestsHash}'; style-src 'self' 'unsafe-inline'; img-src 'self' data: https:; font-src 'self' data:; connect-src 'self' https://api.example.com ${SIGN_IN}; frame-src 'self' https:; object-src 'none'; base-uri 'self'; form-action 'self'`,
    );
    expect(contentSecurityPolicy({ api: { baseUrl: '/' }, analytics: { consent: 'off' } }, 'meta')).toContain(`connect-src 'self' ${SIGN_IN};`);
    // Analytics not off: exactly Google Tag Manager for the tag script, and the GA beacon hosts for its connections.
    const withTag = contentSecurityPolicy({ api: { baseUrl: '/' }, analytics: { consent: 'required' } }, 'meta');
    expect(withTag).toContain(`script-src 'self' '${bootHash}' '${firstRequestsHash}' https://www.googletagmanager.com;`);
    expect(withTag).toContain(`connect-src 'self' https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com ${SIGN_IN};`);
    expect(contentSecurityPolicy({ api: { baseUrl: '/' } }, 'header')).toMatch(/; frame-ancestors 'self'$/);
  });

  it('allows the real sign-in providers a brand offers (issue 32): a provider its manifest turns off is never allowed', () => {
    const off = contentSecurityPolicy({ api: { baseUrl: '/' }, analytics: { consent: 'off' }, features: { googleLogin: false, facebookLogin: false } }, 'meta');
    expect(off).toContain("connect-src 'self' https://identitytoolkit.googleapis.com;");
    const googleOnly = contentSecurityPolicy({ api: { baseUrl: '/' }, analytics: { consent: 'off' }, features: { facebookLogin: false } }, 'meta');
    expect(googleOnly).toContain('https://accounts.google.com https://oauth2.googleapis.com');
    expect(googleOnly).not.toContain('facebook.com');
  });
});
