import { describe, expect, it } from 'vitest';
import { gameOrigin, serveGamesOn } from '../../sandbox/game-origin';

describe('the sandbox demo games origin', () => {
  it('is the page host on the games port of the server that serves it: another origin of the same site', () => {
    serveGamesOn(47001, 47999);
    expect(gameOrigin('http://lotus-vn.localhost:47001')).toBe('http://lotus-vn.localhost:47999');
    expect(gameOrigin('http://127.0.0.1:47001')).toBe('http://127.0.0.1:47999');
  });

  it('stays the request origin on a server with no games port', () => {
    expect(gameOrigin('http://127.0.0.1:47002')).toBe('http://127.0.0.1:47002');
    expect(gameOrigin('https://portal.example')).toBe('https://portal.example');
  });
});
