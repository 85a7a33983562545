import { describe, expect, it } from 'vitest';
import { IMMUTABLE, nginxConfig, serverBlock } from '../../scripts/lib/brand/nginx';

const brands = [
  { id: 'alpha', domains: ['alpha.example.com', 'www.alpha.example.com'] as [string, ...string[]], api: { baseUrl: '/' } },
  { id: 'beta', domains: ['beta.example.com'] as [string, ...string[]], api: { baseUrl: 'https://api.beta.example.com' } },
];

describe('nginxConfig', () => {
  const conf = nginxConfig(brands, { root: '/srv/portal', listen: '127.0.0.1:8080' });

  it('has one server block per brand, chosen by its domains, rooted at its own folder', () => {
    expect(conf.match(/^server \{/gm)).toHaveLength(3);
    expect(conf).toContain('server_name alpha.example.com www.alpha.example.com;');
    expect(conf).toContain('root /srv/portal/alpha;');
    expect(conf).toContain('root /srv/portal/beta;');
    expect(conf.match(/listen 127\.0\.0\.1:8080;/g)).toHaveLength(2);
    expect(conf).toContain('listen 127.0.0.1:8080 default_server;');
  });

  it('serves a pre-rendered route from its own page, falls back to index.html for other history routes, and caches hashed assets for a year', () => {
    const block = serverBlock(brands[0], { root: '/r' });
    // /live → live/index.html when the build wrote one (a lobby the brand shows), else the SPA's index.html; no-cache either way.
    expect(block).toMatch(/location \/ \{[^}]*Cache-Control "no-cache"[^}]*try_files \$uri \$uri\/index\.html \/index\.html;/);
    expect(block).toMatch(/location \/assets\/ \{[^}]*Cache-Control "public, max-age=31536000, immutable"[^}]*try_files \$uri =404;/);
    expect(block).toMatch(/location = \/index\.html \{[^}]*Cache-Control "no-cache"/);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  });

  it('serves the brand on its mirrors too, and lets its pages call them (CSP connect-src)', () => {
    const block = serverBlock({ ...brands[0], mirrors: ['line2.alpha.example.com', '*.lines.alpha.example.com'] }, { root: '/r' });
    expect(block).toContain('server_name alpha.example.com www.alpha.example.com line2.alpha.example.com *.lines.alpha.example.com;');
    expect(block).toMatch(
      /connect-src 'self' alpha\.example\.com:\* www\.alpha\.example\.com:\* line2\.alpha\.example\.com:\* \*\.lines\.alpha\.example\.com:\*/,
    );
  });

  it('repeats the security headers in every location (nginx drops inherited add_header)', () => {
    const block = serverBlock(brands[1], { root: '/r' });
    const locations = block.match(/location [^{]+\{[^}]*\}/g)!;
    expect(locations).toHaveLength(4);
    for (const loc of locations) {
      for (const h of [
        'Content-Security-Policy',
        'X-Content-Type-Options',
        'Referrer-Policy',
        'X-Frame-Options',
        'Permissions-Policy',
        'Strict-Transport-Security',
        'Cache-Control',
      ])
        expect(loc).toContain(`add_header ${h} `);
    }
    expect(block).toContain("connect-src 'self' https://api.beta.example.com");
  });

  it('can leave out the default server when the site has its own', () => {
    expect(nginxConfig(brands, { root: '/r', defaultServer: false })).not.toContain('default_server');
  });
});
