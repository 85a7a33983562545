import { createContext, useContext } from 'react';
import type { BrandConfig, ResolvedBrandConfig } from './brand-config.generated';

/**
 * The resolved brand config (defaults filled by ajv at build) travels inside
 * index.html as <script id="brand-config" type="application/json">. JSON, not
 * script, so the CSP needs no inline-script allowance. Both types are generated
 * from schema/brand.schema.json (ResolvedBrandConfig from its defaults).
 */
export type { BrandConfig, ResolvedBrandConfig };

export const BRAND_CONFIG_ELEMENT_ID = 'brand-config';

export function readBrandConfig(doc: Document = document): ResolvedBrandConfig {
  const el = doc.getElementById(BRAND_CONFIG_ELEMENT_ID);
  if (!el?.textContent) throw new Error('index.html carries no brand config: build with `npm run build` or serve with `npm run dev`.');
  return JSON.parse(el.textContent) as ResolvedBrandConfig;
}

/** Brand asset URL: assets are copied next to index.html under brand/. */
export function brandAssetUrl(path: string): string {
  return `${import.meta.env.BASE_URL}brand/${path}`;
}

export const BrandContext = createContext<ResolvedBrandConfig | null>(null);

export function useBrand(): ResolvedBrandConfig {
  const brand = useContext(BrandContext);
  if (!brand) throw new Error('useBrand() outside <BrandContext.Provider>');
  return brand;
}
