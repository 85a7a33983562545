// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { htmlToText, sanitizeHtml, stripInlineHandlers } from '@/lib/sanitize';

describe('sanitizeHtml', () => {
  it('keeps content markup', () => {
    const out = sanitizeHtml('<h2>Title</h2><p>Text <strong>bold</strong></p><ol><li>a</li></ol>');
    expect(out).toBe('<h2>Title</h2><p>Text <strong>bold</strong></p><ol><li>a</li></ol>');
  });
  it('removes scripts, handlers, javascript: links, frames and forms', () => {
    const out = sanitizeHtml(
      '<img src="x" onerror="window.__xss=1"><script>window.__xss=1</script><a href="javascript:alert(1)">bad</a><iframe src="https://e.com"></iframe><form action="/x"><input></form><div style="position:fixed">s</div>',
    );
    expect(out).not.toMatch(/onerror|<script|javascript:|<iframe|<form|<input|style=/i);
    expect(out).toContain('bad');
  });
  it('opens links in a new tab without opener', () => {
    const out = sanitizeHtml('<a href="https://example.com">x</a>');
    expect(out).toContain('target="_blank"');
    expect(out).toContain('rel="noopener noreferrer"');
  });
  it('handles empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
  it('plain text of server HTML', () => {
    expect(htmlToText('<p>Hello <b>world</b></p><script>x</script>')).toBe('Hello world');
  });
});

describe('stripInlineHandlers (console-noise pre-pass)', () => {
  it('drops on… attributes inside tags only', () => {
    expect(stripInlineHandlers('<img src="x" onerror="a()" alt=\'y\'>')).toBe('<img src="x" alt=\'y\'>');
    expect(stripInlineHandlers('<b onclick=go()>x</b>')).toBe('<b>x</b>');
    expect(stripInlineHandlers('<p>turn on=off</p>')).toBe('<p>turn on=off</p>');
  });
});
