import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The merchants the sandbox serves are the brands of brands/ (folders starting
 * with `_` are templates). Read at start and on reset, never hard-coded.
 */
export interface MerchantInfo {
  brandId: string;
  merchantCode: string;
  domains: string[];
  bannerGroups: Record<string, string>;
}

export function readMerchants(brandsDir: string): MerchantInfo[] {
  if (!existsSync(brandsDir)) return [];
  const out: MerchantInfo[] = [];
  for (const dir of readdirSync(brandsDir).sort()) {
    if (dir.startsWith('_') || dir.startsWith('.')) continue;
    const file = join(brandsDir, dir, 'brand.json');
    if (!existsSync(file)) continue;
    try {
      const brand = JSON.parse(readFileSync(file, 'utf8')) as { id?: string; merchantCode?: string; domains?: string[]; bannerGroups?: Record<string, string> };
      if (!brand.merchantCode) continue;
      out.push({ brandId: brand.id ?? dir, merchantCode: brand.merchantCode, domains: brand.domains ?? [], bannerGroups: brand.bannerGroups ?? {} });
    } catch (err) {
      // A broken manifest is the brand checker's business; the sandbox serves the others.
      console.warn(`sandbox: skipping ${file}: ${(err as Error).message}`);
    }
  }
  return out;
}

export class MerchantRegistry {
  private byCode = new Map<string, MerchantInfo>();
  private byHost = new Map<string, MerchantInfo>();

  constructor(readonly list: MerchantInfo[]) {
    for (const m of list) {
      this.byCode.set(m.merchantCode, m);
      for (const d of m.domains) this.byHost.set(d.toLowerCase(), m);
      this.byHost.set(`${m.brandId}.localhost`, m);
    }
  }

  get(code: string): MerchantInfo | undefined {
    return this.byCode.get(code);
  }

  /** `Merchant` header first (what the portal sends), then the Host among the brands' domains or `<id>.localhost`. */
  resolve(header: string | undefined, host: string | undefined): MerchantInfo | undefined {
    if (header) return this.byCode.get(header);
    if (!host) return undefined;
    return this.byHost.get(host.replace(/:\d+$/, '').toLowerCase());
  }
}
