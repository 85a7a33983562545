import { describe, expect, it } from 'vitest';
import { GAME_IFRAME_SANDBOX, SAME_ORIGIN_GAME_SANDBOX, gameSandboxFor } from '@/components/IframeHost';

describe('game frame sandbox (issue 15)', () => {
  it('a game on another origin keeps its own origin (vendors need their storage)', () => {
    expect(gameSandboxFor('https://games.example/play?x=1', 'https://portal.example')).toBe(GAME_IFRAME_SANDBOX);
  });
  it('a game on the portal origin (or a relative address) loses allow-same-origin', () => {
    for (const url of ['https://portal.example/sandbox-game/1', '/sandbox-game/1', '//portal.example/x']) {
      expect(gameSandboxFor(url, 'https://portal.example'), url).toBe(SAME_ORIGIN_GAME_SANDBOX);
    }
    expect(SAME_ORIGIN_GAME_SANDBOX.split(' ')).not.toContain('allow-same-origin');
  });
});
