import type { SettingsNode } from '@/api/models';

/**
 * The typed feature flags and the one resolution rule (DESIGN.md, "Flags"):
 *
 *   effective(flag) = manifest.features[manifestKey] ?? settingsTree(modId) ?? default
 *
 * A manifest value (brands/<id>/brand.json `features`) is a build-time decision
 * and wins; absent, the platform's settings tree decides (modId enabled '1',
 * found at any depth); absent there too, the declared default. One platform
 * answer may close a flag over all of them: the permission's `register` false
 * (store.ts `setPlatformVeto`, src/platform/permission.ts). Pure: no React,
 * no HTTP (store.ts loads the tree, useFlag.ts reads it).
 */
export interface FlagDef {
  /** The settings-tree modId (§6), or null when only the manifest decides. */
  readonly modId: string | null;
  /** The key under brand.json `features`, or null when the manifest cannot set it. */
  readonly manifestKey: string | null;
  readonly default: boolean;
}

const flag = (modId: string | null, manifestKey: string | null, byDefault: boolean): FlagDef => ({ modId, manifestKey, default: byDefault });

export const flagTable = {
  mobileRegistration: flag('MOBILENUMREG3', 'mobileRegistration', false),
  usernameRegistration: flag('USERNAMEREG3', 'usernameRegistration', true),
  mobilePasswordRegistration: flag('MOBILENUMPASSREG3', null, true),
  smsRegistrationVerification: flag('REGMOBVERF3', 'smsRegistrationVerification', false),
  smsLogin: flag('MOBILEVERCODELOGIN3', 'smsLogin', false),
  mobilePasswordReset: flag('CHNGPASSVERIF3', 'mobilePasswordReset', false),
  forcePasswordChange: flag('PWDEXPFORCECHANGE3', 'forcePasswordChange', true),
  freePlay: flag('FREEPLAY3', 'freePlay', false),
  chat: flag('CBS3', 'chat', false),
  directRegistration: flag('DIRECTREG3', null, true),
  pointsMall: flag('POINTSMALL3', 'pointsMall', false),
  captcha: flag('CAPTCHA3', null, false),
  /** Third-party sign-in (§6): the login dialog offers the provider. */
  googleLogin: flag('GOOGLELOGIN3', 'googleLogin', false),
  facebookLogin: flag('FACEBOOKLOGIN3', 'facebookLogin', false),
  /** SMS codes by the Firebase route (§4, §9): the platform's settings only. */
  firebaseSms: flag('FIREBASESMS3', null, false),
  agentCentre: flag('AGENTCENTRE3', 'agentCentre', true),
  themeSwitch: flag('THEMESWITCH3', 'themeSwitch', true),
  /** Route guard (§2): a brand setting only. */
  loginedToHomePage: flag(null, 'loginedToHomePage', false),
  dividendContract: flag('DIVIDENDCONTRACT3', null, false),
  dailySalary: flag('DAILYSALARY3', null, false),
  hourlySalary: flag('HOURLYSALARY3', null, false),
  realTimeSalary: flag('REALTIMESALARY3', null, false),
} as const satisfies Record<string, FlagDef>;

export type FlagKey = keyof typeof flagTable;
export const flagKeys = Object.keys(flagTable) as FlagKey[];

export type ManifestFeatures = Partial<Record<string, boolean | undefined>>;

/** A modId's state in the tree, searched depth-first; undefined when the tree does not mention it. */
export function treeFlag(tree: readonly SettingsNode[] | null | undefined, modId: string): boolean | undefined {
  if (!tree) return undefined;
  for (const node of tree) {
    if (node.modId === modId) return node.enabled === '1';
    const inner = treeFlag(node.childrenNodes, modId);
    if (inner !== undefined) return inner;
  }
  return undefined;
}

/** The one rule. */
export function resolveFlag(key: FlagKey, features: ManifestFeatures | null | undefined, tree: readonly SettingsNode[] | null | undefined): boolean {
  const def: FlagDef = flagTable[key];
  const fromManifest = def.manifestKey ? features?.[def.manifestKey] : undefined;
  if (typeof fromManifest === 'boolean') return fromManifest;
  const fromTree = def.modId ? treeFlag(tree, def.modId) : undefined;
  return fromTree ?? def.default;
}

export function resolveAll(features: ManifestFeatures | null | undefined, tree: readonly SettingsNode[] | null | undefined): Record<FlagKey, boolean> {
  return Object.fromEntries(flagKeys.map((k) => [k, resolveFlag(k, features, tree)])) as Record<FlagKey, boolean>;
}
