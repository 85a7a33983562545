import { describe, expect, it } from 'vitest';
import { formatPath, locate, parseJson, pointerToPath, positionAt } from '../../scripts/lib/brand/json-source';

describe('json-source: positions for findings', () => {
  const text = '{\n  "a": {\n    "b": [1, 2]\n  },\n  "c": "x"\n}\n';

  it('turns offsets into 1-based line and column', () => {
    expect(positionAt(text, 0)).toEqual({ line: 1, column: 1 });
    expect(positionAt(text, text.indexOf('"c"'))).toEqual({ line: 5, column: 3 });
  });

  it('locates values, keys, array items, and the nearest ancestor of a missing key', () => {
    const parsed = parseJson(text);
    expect(locate(parsed, ['a', 'b', 1])).toEqual({ line: 3, column: 14 });
    expect(locate(parsed, ['c'], 'key')).toEqual({ line: 5, column: 3 });
    expect(locate(parsed, ['c'])).toEqual({ line: 5, column: 8 });
    expect(locate(parsed, ['a', 'missing'])).toEqual({ line: 2, column: 8 });
  });

  it('reports a trailing comma once, at the comma', () => {
    const parsed = parseJson('{\n  "a": [1, 2,\n  ],\n  "b": 1,\n}');
    expect(parsed.syntaxErrors.map((e) => [e.position.line, e.position.column, e.message])).toEqual([
      [2, 13, 'JSON syntax error: trailing comma after the last entry: remove this comma (JSON allows none before ])'],
      [4, 9, 'JSON syntax error: trailing comma after the last entry: remove this comma (JSON allows none before })'],
    ]);
    expect(parsed.value).toBeUndefined();
  });

  it('refuses comments, which JSON does not have', () => {
    expect(parseJson('{ // note\n "a": 1 }').syntaxErrors[0].message).toBe('JSON syntax error: comments are not allowed in JSON: remove it');
  });

  it('formats paths as operators read them', () => {
    expect(formatPath(['theme', 'palette', 'dark', 'primary'])).toBe('theme.palette.dark.primary');
    expect(formatPath(['domains', 1])).toBe('domains[1]');
    expect(formatPath([])).toBe('(the manifest)');
    expect(pointerToPath('/languages/enabled/2')).toEqual(['languages', 'enabled', 2]);
    expect(pointerToPath('/a~1b')).toEqual(['a/b']);
  });
});
