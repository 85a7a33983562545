import { afterEach } from 'vitest';

// Component tests run in jsdom (per-file `// @vitest-environment jsdom`);
// clean the DOM between tests there. Node-environment tests skip this.
afterEach(async () => {
  if (typeof document === 'undefined') return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
});
