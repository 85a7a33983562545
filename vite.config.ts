import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

// Base config shared by dev, build and vitest. The brand stamping, locale
// fallback and dev brand injection plugins are added by the brand pipeline.
export default defineConfig({
  plugins: [react({ jsxImportSource: '@emotion/react' })],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
});
