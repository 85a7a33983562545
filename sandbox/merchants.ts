import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hostMatches } from '../src/api/lines';

/**
 * The merchants the sandbox serves are the brands of brands/ (folders starting
 * with `_` are templates). Read at start and on reset, never hard-coded.
 */
export interface MerchantInfo {
  brandId: string;
  merchantCode: string;
  domains: string[];
  bannerGroups: Record<string, string>;
  /** What the merchant's content is written in and priced in (fixtures/merchant-content.ts, artwork.ts). */
  name: string;
  currency: string;
  languages: { enabled: string[]; default: string };
  /** Light palette's primary and secondary: the colours of the merchant's artwork. */
  colours: { primary: string; secondary: string };
  /** The brand's @fontsource family (theme.font.family), drawn into its artwork. */
  fontFamily: string | null;
  /** The human check guarding SMS sends and logins after failed tries (manifest `humanCheck`, the schema's default). */
  humanCheck: string;
  /** The manifest's mirror domains (hosts and `*.` patterns): the platform answers this merchant on them too. */
  mirrors: string[];
}

interface BrandFile {
  id?: string;
  name?: string;
  merchantCode?: string;
  domains?: string[];
  bannerGroups?: Record<string, string>;
  currency?: { code?: string };
  languages?: { enabled?: string[]; default?: string };
  theme?: { palette?: { light?: { primary?: string; secondary?: string } }; font?: { family?: string } };
  humanCheck?: string;
  mirrors?: string[];
}

/** A manifest's facts with the defaults of a bare test brand (English, US dollars, the template's blue). */
function merchantOf(brand: BrandFile, dir: string): MerchantInfo {
  const enabled = brand.languages?.enabled?.length ? brand.languages.enabled : ['EN'];
  const light = brand.theme?.palette?.light;
  return {
    brandId: brand.id ?? dir,
    merchantCode: brand.merchantCode!,
    domains: brand.domains ?? [],
    bannerGroups: brand.bannerGroups ?? {},
    name: brand.name ?? brand.id ?? dir,
    currency: brand.currency?.code ?? 'USD',
    languages: { enabled, default: brand.languages?.default && enabled.includes(brand.languages.default) ? brand.languages.default : enabled[0]! },
    colours: { primary: light?.primary ?? '#2563eb', secondary: light?.secondary ?? '#7c3aed' },
    fontFamily: brand.theme?.font?.family ?? null,
    humanCheck: brand.humanCheck ?? 'token',
    mirrors: Array.isArray(brand.mirrors) ? brand.mirrors : [],
  };
}

export function readMerchants(brandsDir: string): MerchantInfo[] {
  if (!existsSync(brandsDir)) return [];
  const out: MerchantInfo[] = [];
  for (const dir of readdirSync(brandsDir).sort()) {
    if (dir.startsWith('_') || dir.startsWith('.')) continue;
    const file = join(brandsDir, dir, 'brand.json');
    if (!existsSync(file)) continue;
    try {
      const brand = JSON.parse(readFileSync(file, 'utf8')) as BrandFile;
      if (!brand.merchantCode) continue;
      out.push(merchantOf(brand, dir));
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
  private patterns: { pattern: string; merchant: MerchantInfo }[] = [];

  constructor(readonly list: MerchantInfo[]) {
    for (const m of list) {
      this.byCode.set(m.merchantCode, m);
      for (const d of m.domains) this.byHost.set(d.toLowerCase(), m);
      this.byHost.set(`${m.brandId}.localhost`, m);
      for (const mirror of m.mirrors) {
        if (mirror.startsWith('*.')) this.patterns.push({ pattern: mirror.toLowerCase(), merchant: m });
        else this.byHost.set(mirror.toLowerCase(), m);
      }
    }
  }

  get(code: string): MerchantInfo | undefined {
    return this.byCode.get(code);
  }

  /** The merchant a picture's address is for: its code when known, else the Host's brand, else the first. */
  forAsset(code: string | undefined, host: string | undefined): MerchantInfo | undefined {
    return (code ? this.byCode.get(code) : undefined) ?? this.resolve(undefined, host) ?? this.list[0];
  }

  /** The language content is answered in: the one asked when the merchant offers it, else the merchant's default. */
  static languageOf(m: MerchantInfo, asked: string | undefined): string {
    const code = (asked ?? '').toUpperCase();
    return m.languages.enabled.includes(code) ? code : m.languages.default;
  }

  /**
   * `Merchant` header first (what the portal sends), then the Host among the brands' domains, mirrors (a line's
   * probe carries no header) or `<id>.localhost`.
   */
  resolve(header: string | undefined, host: string | undefined): MerchantInfo | undefined {
    if (header) return this.byCode.get(header);
    if (!host) return undefined;
    const name = host.replace(/:\d+$/, '').toLowerCase();
    return this.byHost.get(name) ?? this.patterns.find((p) => hostMatches(name, p.pattern))?.merchant;
  }
}
