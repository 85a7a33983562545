import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
let resvg: Promise<typeof import('@resvg/resvg-wasm')> | undefined;

/** The SVG renderer (resvg's wasm, about 2 MB to compile), loaded once per process and only when a picture must be drawn. */
export function svgRenderer(): Promise<typeof import('@resvg/resvg-wasm')> {
  resvg ??= (async () => {
    const mod = await import('@resvg/resvg-wasm');
    await mod.initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
    return mod;
  })();
  return resvg;
}
