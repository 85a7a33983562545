/**
 * A manifest's text parsed with offsets, so every finding can name the line and
 * column an operator should look at. jsonc-parser (not JSON.parse) because it
 * keeps positions, reports *where* a syntax error is, and lets us refuse the
 * JSONC conveniences (trailing commas, comments) that JSON.parse would refuse
 * with a position-less message.
 */
import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

export type JsonPath = (string | number)[];

export interface Position {
  line: number;
  column: number;
}

export interface ParsedJson {
  value: unknown;
  tree: Node | undefined;
  syntaxErrors: { message: string; position: Position }[];
  text: string;
}

const syntaxSentences: Record<string, string> = {
  PropertyNameExpected: 'a property name in double quotes was expected here',
  ValueExpected: 'a value was expected here',
  CommaExpected: 'a comma is missing before this entry',
  ColonExpected: 'a colon is missing after the property name',
  CloseBraceExpected: 'a closing } is missing',
  CloseBracketExpected: 'a closing ] is missing',
  EndOfFileExpected: 'there is text after the end of the JSON value',
  InvalidCommentToken: 'comments are not allowed in JSON: remove it',
  InvalidSymbol: 'this character is not valid JSON',
  UnexpectedEndOfString: 'a string is not closed with "',
  InvalidEscapeCharacter: 'this backslash escape is not valid in JSON',
  InvalidUnicode: 'this \\u escape is not valid',
  InvalidNumberFormat: 'this number is not valid JSON',
  InvalidCharacter: 'this character is not allowed inside a JSON string',
};

export function positionAt(text: string, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < text.length; i++) {
    if (text.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}

export function parseJson(text: string): ParsedJson {
  const errors: ParseError[] = [];
  const tree = parseTree(text, errors, { allowTrailingComma: false, disallowComments: true, allowEmptyContent: false });
  const syntaxErrors: ParsedJson['syntaxErrors'] = [];
  const seen = new Set<number>();
  for (const e of errors) {
    const code = printParseErrorCode(e.error);
    const comma = trailingCommaBefore(text, e.offset);
    // jsonc-parser reports a trailing comma twice (no property name, no value): one finding, at the comma.
    const offset = comma ?? e.offset;
    if (seen.has(offset)) continue;
    seen.add(offset);
    const message =
      comma !== undefined
        ? `JSON syntax error: trailing comma after the last entry: remove this comma (JSON allows none before ${text[e.offset]})`
        : `JSON syntax error: ${syntaxSentences[code] ?? code}`;
    syntaxErrors.push({ message, position: positionAt(text, offset) });
  }
  let value: unknown = undefined;
  if (syntaxErrors.length === 0) value = JSON.parse(text);
  return { value, tree, syntaxErrors, text };
}

/** The offset of a comma that directly precedes the } or ] at `offset` (whitespace between), if any. */
function trailingCommaBefore(text: string, offset: number): number | undefined {
  if (text[offset] !== '}' && text[offset] !== ']') return undefined;
  let i = offset - 1;
  while (i >= 0 && /\s/.test(text[i])) i--;
  return text[i] === ',' ? i : undefined;
}

/**
 * Where a JSON path points in the text. For a path that does not exist (a
 * missing required key), the nearest existing ancestor: the object the key
 * should be added to. For an object property, the position of its key, which
 * is where an editor's cursor should go for "remove this" or "rename this".
 */
export function locate(parsed: ParsedJson, path: JsonPath, at: 'value' | 'key' = 'value'): Position {
  if (!parsed.tree) return { line: 1, column: 1 };
  for (let n = path.length; n >= 0; n--) {
    const node = findNodeAtLocation(parsed.tree, path.slice(0, n));
    if (!node) continue;
    const keyNode = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
    const target = n === path.length && at === 'key' && keyNode ? keyNode : node;
    return positionAt(parsed.text, target.offset);
  }
  return { line: 1, column: 1 };
}

/** `theme.palette.dark.primary`, `domains[1]`: how paths read in messages. */
export function formatPath(path: JsonPath): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out ? `.${seg}` : seg;
  return out || '(the manifest)';
}

/** ajv's instancePath (`/theme/palette/dark`) → segments, array indexes as numbers. */
export function pointerToPath(pointer: string): JsonPath {
  if (!pointer) return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^\d+$/.test(s) ? Number(s) : s));
}
