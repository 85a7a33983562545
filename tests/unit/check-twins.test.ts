import { describe, expect, it } from 'vitest';
import { findTwins, generatedNames } from '../../scripts/check-twins';

const reserved = generatedNames(["export interface MemberInfo {\n  id: number;\n}\nexport type LanguageCode =\n  | 'EN';\nexport interface SchemaTypes {}\n"]);

describe('check-twins', () => {
  it('reserves every generated name but the title map', () => {
    expect([...reserved].sort()).toEqual(['LanguageCode', 'MemberInfo']);
  });

  it('fails on an exported interface or type alias named like a schema type', () => {
    const twins = findTwins(
      [
        { file: 'src/session/session.ts', text: 'export interface MemberInfo {\n  id: number;\n}' },
        { file: 'src/i18n/languages.ts', text: "const x = 1;\nexport type LanguageCode = 'EN';" },
      ],
      reserved,
    );
    expect(twins).toEqual([
      { file: 'src/session/session.ts', line: 1, name: 'MemberInfo' },
      { file: 'src/i18n/languages.ts', line: 2, name: 'LanguageCode' },
    ]);
  });

  it('lets re-exports, derived names and private types pass', () => {
    const twins = findTwins(
      [
        {
          file: 'src/x.ts',
          text: "export type { MemberInfo };\nexport type MemberInfoValue = MemberInfo;\ninterface LanguageCode { a: 1 }\nexport type { LanguageCode } from './g';",
        },
      ],
      reserved,
    );
    expect(twins).toEqual([]);
  });
});
