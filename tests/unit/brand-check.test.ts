import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkBrandsDir } from '../../scripts/lib/brand/load';

/**
 * The broken-manifest corpus: tests/fixtures/manifests/<case>/ is a tiny brands
 * folder (two brands for the cross-brand cases). Each case lists every finding
 * the checker must report, exactly, one a line as `file:line:column [JSON path] sentence`
 * (the file relative to the case folder).
 */
const corpus = join(import.meta.dirname, '../fixtures/manifests');
const FINDING = /^(\S+:\d+:\d+) \[(.+?)\] (.*)$/;

const cases: Record<string, string[]> = {
  'api-base-url-not-http': [
    'acme/brand.json:65:16 [api.baseUrl] api.baseUrl is "ftp://api.example.com": use "/" for the same origin or an http:// or https:// URL',
  ],
  'asset-escapes-folder': [
    'acme/brand.json:52:13 [assets.logo] assets.logo is "../logo.svg": an asset must be a file inside the brand folder (no leading /, no ..) ending in .svg, .png, .jpg, .jpeg, .webp or .ico',
  ],
  'bad-colour': ['acme/brand.json:24:20 [theme.palette.light.primary] #ggg is not a #rrggbb colour: write six hex digits after #, e.g. #1e3a8a'],
  'bad-currency-code': ['acme/brand.json:10:13 [currency.code] currency.code is "usd": use a three-letter ISO 4217 code in capitals, e.g. VND, THB, USD'],
  'bad-id-pattern': [
    'Acme_1/brand.json:3:9 [id] id "Acme_1" is not a valid brand id: use lowercase letters, digits and single dashes (e.g. lotus-vn), and name the folder the same',
  ],
  'bad-merchant-code': [
    'acme/brand.json:5:19 [merchantCode] merchantCode "ACME CODE" must be 2 to 32 letters, digits or underscores (the platform\'s merchant code)',
  ],
  'contrast-failure': [
    'acme/brand.json:29:17 [theme.palette.light.text] text #94a3b8 on background #f8fafc in the light palette has contrast 2.45:1, below the 4.5:1 that WCAG AA needs: darken or lighten one of the two',
    'acme/brand.json:29:17 [theme.palette.light.text] text #94a3b8 on surface #ffffff in the light palette has contrast 2.56:1, below the 4.5:1 that WCAG AA needs: darken or lighten one of the two',
  ],
  'default-absent-not-enabled': [
    'acme/brand.json:13:16 [languages] languages.default is absent, so it is EN, but enabled is [TH]: add EN to enabled or set default to one of them',
  ],
  'default-not-enabled': ['acme/brand.json:18:16 [languages.default] languages.default is VI but enabled is [TY, EN]: add VI to enabled or pick one of them'],
  'domain-with-scheme': [
    'acme/brand.json:7:5 [domains[0]] domains[0] is "https://acme.example.com": write a bare lowercase host name such as brand.example.com (no scheme, no port, no path)',
  ],
  'duplicate-domain': ['bolt/brand.json:8:5 [domains[1]] domain acme.example.com is already served by brands/acme: a host name can belong to one brand only'],
  'duplicate-mirror': [
    'bolt/brand.json:11:5 [mirrors[1]] mirror acme.example.com is already a domain or mirror of brands/acme: a host name can belong to one brand only',
    "bolt/brand.json:12:5 [mirrors[2]] mirror bolt.example.com is already one of this brand's domains (a domain is a line already): list it once",
  ],
  'duplicate-language': ['acme/brand.json:17:7 [languages.enabled[2]] languages.enabled lists "EN" twice: remove the duplicate'],
  'duplicate-merchant-code': [
    'bolt/brand.json:5:19 [merchantCode] merchantCode SHARED is already used by brands/acme: every brand needs its own merchant code',
  ],
  'empty-enabled-languages': ['acme/brand.json:14:16 [languages.enabled] languages.enabled is empty: enable at least one language, e.g. ["EN"]'],
  'extra-top-level-key': [
    'acme/brand.json:64:3 [colour] colour is not a known key of a brand manifest; known keys are id, name, merchantCode, platform, device, lotteryType, domains, mirrors, api, currency, languages, theme, assets, features, humanCheck, registration, bannerGroups, sideMenu, analytics, social, licenceText, playerProtection',
  ],
  'id-not-folder': ['acme/brand.json:3:9 [id] id is "acme-two" but the folder is "acme": they must match, so rename the folder or set id to "acme"'],
  'many-problems': [
    "acme/brand.json:1:1 [merchantCode] merchantCode is missing: add it (the platform's merchant code; unique across brands)",
    'acme/brand.json:17:16 [languages.default] languages.default is VI but enabled is [EN, TH]: add VI to enabled or pick one of them',
    'acme/brand.json:36:20 [theme.palette.dark.primary] #12345 is not a #rrggbb colour: write six hex digits after #, e.g. #1e3a8a',
    'acme/brand.json:56:5 [features.foo] features.foo is not a known switch; known switches are loginedToHomePage, freePlay, chat, mobileRegistration, usernameRegistration, smsRegistrationVerification, smsLogin, mobilePasswordReset, forcePasswordChange, agentCentre, pointsMall, themeSwitch, googleLogin, facebookLogin',
  ],
  'logo-text-host-font': [
    'acme/logo.svg:3:3 [assets.logo] assets.logo draws "ACME" as <text> that uses the font "Segoe UI", which the portal does not ship, so it looks different on every device: set font-family to a shipped family (Be Vietnam Pro, Kanit, Noto Sans, Noto Sans SC, Noto Sans Thai, Poppins) and the build turns it into outlines, or convert the text to paths in your editor (Inkscape: Path › Object to Path; Illustrator: Type › Create Outlines)',
  ],
  'mirror-with-scheme': [
    'acme/brand.json:10:5 [mirrors[0]] mirrors[0] is "https://acme-line2.example.com": write a bare lowercase host name such as line2.example.com, or *.example.com for every host under it (no scheme, no port, no path)',
  ],
  'missing-comma': ['acme/brand.json:5:3 [(the manifest)] JSON syntax error: a comma is missing before this entry'],
  'missing-dark-palette': [
    'acme/brand.json:22:16 [theme.palette.dark] theme.palette.dark is missing: add a dark palette with the eleven colours primary, onPrimary, secondary, background, surface, text, textMuted, border, success, warning, danger',
  ],
  'missing-logo-file': ['acme/brand.json:52:13 [assets.logo] assets.logo is "logo.svg" but brands/acme/logo.svg does not exist: add the file or fix the path'],
  'missing-manifest': ['acme/brand.json:1:1 [(the manifest)] brands/acme has no brand.json: copy brands/_template or run npm run brand:new -- acme'],
  'missing-merchant-code': ["acme/brand.json:1:1 [merchantCode] merchantCode is missing: add it (the platform's merchant code; unique across brands)"],
  'missing-palette-key': [
    'acme/brand.json:23:16 [theme.palette.light.border] theme.palette.light.border is missing: every palette needs border as a #rrggbb colour',
  ],
  'muted-text-contrast': [
    'acme/brand.json:43:22 [theme.palette.dark.textMuted] textMuted #4b5563 on background #0b1220 in the dark palette has contrast 2.47:1, below the 4.5:1 that WCAG AA needs: darken or lighten one of the two',
    'acme/brand.json:43:22 [theme.palette.dark.textMuted] textMuted #4b5563 on surface #151e31 in the dark palette has contrast 2.20:1, below the 4.5:1 that WCAG AA needs: darken or lighten one of the two',
  ],
  'non-https-social': ['acme/brand.json:62:17 [social.FACEBOOK] social.FACEBOOK is "http://www.facebook.com/example": social links must start with https://'],
  'not-an-object': ['acme/brand.json:1:1 [(the manifest)] a brand manifest must be a JSON object { … }'],
  'on-primary-dark-only': [
    'acme/brand.json:38:22 [theme.palette.dark.onPrimary] onPrimary #ffffff on primary #60a5fa in the dark palette has contrast 2.54:1, below the 4.5:1 that WCAG AA needs: darken or lighten one of the two',
  ],
  'protection-below-minimum': [
    'acme/brand.json:69:29 [playerProtection.overrides.increaseDelayHours] playerProtection.overrides.increaseDelayHours is 12 but the uk profile requires a limit increase to wait at least 24 hours: use 24 or more',
  ],
  'radius-out-of-range': ['acme/brand.json:50:15 [theme.radius] theme.radius is 40: use a number from 0 to 24'],
  'trailing-comma': [
    'acme/brand.json:11:18 [(the manifest)] JSON syntax error: trailing comma after the last entry: remove this comma (JSON allows none before })',
  ],
  'unknown-banner-group': [
    'acme/brand.json:60:5 [bannerGroups.casino] bannerGroups.casino is not a known route group; known route groups are home, rng, live, fish, pvp, sports, esports, cockfight, lottery, download, promotion, shop, help, register, inhouse',
  ],
  'unknown-feature-switch': [
    'acme/brand.json:57:5 [features.foo] features.foo is not a known switch; known switches are loginedToHomePage, freePlay, chat, mobileRegistration, usernameRegistration, smsRegistrationVerification, smsLogin, mobilePasswordReset, forcePasswordChange, agentCentre, pointsMall, themeSwitch, googleLogin, facebookLogin',
  ],
  'unknown-theme-variant': ['acme/brand.json:53:16 [theme.layout.tiles] theme.layout.tiles is "circle" but must be one of portrait, square, landscape'],
  'unknown-font-family': [
    'acme/brand.json:51:25 [theme.font.family] theme.font.family is "comic-sans" but must be one of be-vietnam-pro, kanit, noto-sans, noto-sans-sc, noto-sans-thai, poppins',
  ],
  'unknown-language-code': [
    'acme/brand.json:16:7 [languages.enabled[1]] "XX" is not a language code: use one of CN, EN, JA, TH, VI, MY, ES, HI, ID, KM, KO, MS, PT, TA, TW, TY, UR, PT-BR, TR, BN, AR, FA, RU, KK, UZ, LO',
  ],
  'unknown-protection-profile': [
    'acme/brand.json:66:16 [playerProtection.profile] playerProtection.profile is "gibraltar" but must be one of none, uk, ontario, malta, sweden, denmark',
  ],
  'unknown-side-menu-category': [
    'acme/brand.json:67:7 [sideMenu.categories[1]] sideMenu.categories[1] is "CASINO" but must be one of ELOTT, LOTT, LIVE, SPORTS, FISH, RNG, PVP, ESPORTS, COCKFIGHT',
  ],
  'wrong-theme-default': ['acme/brand.json:21:16 [theme.default] theme.default is "blue" but must be light or dark'],
  'wrong-type-boolean': ['acme/brand.json:56:13 [features.chat] features.chat must be true or false, not the string "yes" (drop the quotes)'],
};

describe('brands:check on the broken-manifest corpus', () => {
  it('covers every fixture folder and at least 25 cases', () => {
    expect(Object.keys(cases).sort()).toEqual(readdirSync(corpus).sort());
    expect(Object.keys(cases).length).toBeGreaterThanOrEqual(25);
  });

  it.each(Object.entries(cases))('%s', (name, expected) => {
    const { findings } = checkBrandsDir(join(corpus, name));
    const got = findings.map((f) => `${f.file.slice(f.file.indexOf(name) + name.length + 1)}:${f.line}:${f.column} [${f.path}] ${f.message}`);
    expect(got).toEqual(expected);
  });
});

describe('the brands:check command', () => {
  const run = promisify(execFile);
  const cli = (dir: string, ...args: string[]) =>
    run('node_modules/.bin/tsx', ['scripts/check-brands.ts', '--brands-dir', dir, ...args]).then(
      (r) => ({ code: 0, ...r }),
      (e: { code: number; stdout: string; stderr: string }) => e,
    );

  it('exits 1 on every broken fixture and prints file:line:column with the sentence', async () => {
    const names = Object.keys(cases);
    // Three at a time: the machine's two cores are shared.
    for (let i = 0; i < names.length; i += 3) {
      await Promise.all(
        names.slice(i, i + 3).map(async (name) => {
          const r = await cli(join(corpus, name));
          expect(r.code, name).toBe(1);
          const [, where, , message] = FINDING.exec(cases[name]![0]!)!;
          expect(r.stderr, name).toContain(`${name}/${where}  ${message}`);
        }),
      );
    }
  }, 300_000);

  it('--json gives the same findings for machines', async () => {
    const r = await cli(join(corpus, 'many-problems'), '--json');
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { ok: boolean; findings: { line: number; path: string }[] };
    expect(out.ok).toBe(false);
    expect(out.findings.map((f) => [f.path, f.line])).toEqual([
      ['merchantCode', 1],
      ['languages.default', 17],
      ['theme.palette.dark.primary', 36],
      ['features.foo', 56],
    ]);
  });

  it('accepts the real brands and the template', async () => {
    const r = await cli('brands');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/brands ok: .*jade-global/);
  });
});
