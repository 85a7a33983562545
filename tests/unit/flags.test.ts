import { afterEach, describe, expect, it, vi } from 'vitest';
import { flagKeys, flagTable, resolveAll, resolveFlag, treeFlag } from '@/flags/flags';
import { effective, flagSources, loadFlags, resetFlags, setMemoryFlags } from '@/flags/store';
import type { SettingsNode } from '@/api/models';

const node = (modId: string, on: boolean, childrenNodes: SettingsNode[] = []): SettingsNode => ({ modId, enabled: on ? '1' : '0', childrenNodes });
const tree = [
  node('REGISTER3', true, [node('MOBILENUMREG3', true), node('REGMOBVERF3', false)]),
  node('FEATURE3', true, [node('OTHER', true, [node('CBS3', true)])]),
];

afterEach(resetFlags);

describe('flag table', () => {
  it('declares what the brief and §6 require', () => {
    for (const k of [
      'mobileRegistration',
      'usernameRegistration',
      'smsRegistrationVerification',
      'smsLogin',
      'mobilePasswordReset',
      'forcePasswordChange',
      'freePlay',
      'chat',
      'directRegistration',
      'pointsMall',
      'captcha',
      'agentCentre',
      'themeSwitch',
      'loginedToHomePage',
      'dividendContract',
      'dailySalary',
      'hourlySalary',
      'realTimeSalary',
    ]) {
      expect(flagKeys).toContain(k);
    }
    expect(flagTable.chat.modId).toBe('CBS3');
    expect(flagTable.mobilePasswordReset.modId).toBe('CHNGPASSVERIF3');
  });
});

describe('effective = manifest ?? settings tree ?? default', () => {
  it('finds a modId at any depth, and says undefined when absent', () => {
    expect(treeFlag(tree, 'CBS3')).toBe(true);
    expect(treeFlag(tree, 'REGMOBVERF3')).toBe(false);
    expect(treeFlag(tree, 'FREEPLAY3')).toBeUndefined();
    expect(treeFlag(null, 'CBS3')).toBeUndefined();
  });
  it('the manifest wins, both ways', () => {
    expect(resolveFlag('chat', { chat: false }, tree)).toBe(false);
    expect(resolveFlag('smsRegistrationVerification', { smsRegistrationVerification: true }, tree)).toBe(true);
  });
  it('absent from the manifest, the tree decides; absent there, the default', () => {
    expect(resolveFlag('mobileRegistration', {}, tree)).toBe(true);
    expect(resolveFlag('smsRegistrationVerification', { chat: true }, tree)).toBe(false);
    expect(resolveFlag('freePlay', {}, tree)).toBe(flagTable.freePlay.default);
    expect(resolveFlag('usernameRegistration', undefined, null)).toBe(true);
  });
  it('a flag without a manifest key ignores a same-named feature; one without a modId ignores the tree', () => {
    expect(resolveFlag('captcha', { captcha: true }, [node('CAPTCHA3', false)])).toBe(false);
    expect(resolveFlag('loginedToHomePage', {}, [node('loginedToHomePage', true)])).toBe(false);
    expect(resolveFlag('loginedToHomePage', { loginedToHomePage: true }, null)).toBe(true);
  });
  it('resolves the whole table', () => {
    const all = resolveAll({ pointsMall: false }, tree);
    expect(Object.keys(all)).toEqual(flagKeys);
    expect(all.pointsMall).toBe(false);
    expect(all.chat).toBe(true);
  });
});

describe('store', () => {
  it('loads the settings tree once per session, shared by concurrent callers', async () => {
    const load = vi.fn(async () => tree);
    await Promise.all([loadFlags({}, load), loadFlags({}, load)]);
    await loadFlags({}, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(flagSources.status).toBe('ready');
    expect(effective('chat')).toBe(true);
  });
  it('a failed load falls back to defaults and may be retried', async () => {
    await loadFlags({ freePlay: true }, () => Promise.reject(new Error('offline')));
    expect(flagSources.status).toBe('failed');
    expect(effective('mobileRegistration')).toBe(flagTable.mobileRegistration.default);
    expect(effective('freePlay')).toBe(true);
    await loadFlags({}, async () => tree);
    expect(effective('mobileRegistration')).toBe(true);
  });
  it('the in-memory provider fixes values without HTTP', () => {
    setMemoryFlags({ chat: false, smsLogin: true });
    expect(effective('chat')).toBe(false);
    expect(effective('smsLogin')).toBe(true);
    expect(effective('themeSwitch')).toBe(flagTable.themeSwitch.default);
  });
});
