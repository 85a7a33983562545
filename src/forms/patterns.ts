/**
 * The eighteen field patterns of spec §5, in the spec's order, as ONE table.
 *
 * The platform sends each field rule with an `acceptedPattern` (a regular
 * expression source, or '*') and a `patternId`. The id picks the message shown
 * to the player; the source decides what is accepted. When a rule carries no
 * source, the table's expression for its id is used, so a server that only
 * names the pattern still gets the right check. Wire ids are the spec's
 * ordinal as a string ('1' … '18'); the readable `name` is accepted as an alias.
 *
 * `accepts`/`refuses` are living examples (as typed; inputs are trimmed first): the unit tests assert them, and the
 * sandbox may use them to build realistic fixtures.
 */
export interface PatternDef {
  readonly id: string;
  readonly name: string;
  readonly regex: RegExp;
  /** Catalogue key of the message; receives `{range}` ('6-12' or a single '8'). */
  readonly messageId: string;
  readonly accepts: readonly string[];
  readonly refuses: readonly string[];
}

// Character classes spelled once so that the regular expressions stay readable.
const HAN = '\\u4e00-\\u9fa5';
const CJK_PUNCT = '\\u3000-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20\\u2014\\u2018\\u2019\\u201c\\u201d\\u2026\\u00b7';
const HANGUL = '\\uac00-\\ud7a3\\u1100-\\u11ff\\u3130-\\u318f';
const THAI = '\\u0e00-\\u0e7f';
const MM = '(0[1-9]|1[0-2])';
const DD = '(0[1-9]|[12]\\d|3[01])';

const def = (id: number, name: string, source: string, accepts: string[], refuses: string[], flags = ''): PatternDef => ({
  id: String(id),
  name,
  regex: new RegExp(source, flags),
  messageId: `forms.pattern.${name}`,
  accepts,
  refuses,
});

export const patterns: readonly PatternDef[] = [
  def(1, 'any', '^[\\s\\S]*$', ['anything goes', '中文 123 !@#'], []),
  def(2, 'letterFirstAlnum', '^[A-Za-z][A-Za-z0-9]*$', ['player01', 'A'], ['1player', 'play er', 'pläyer', '_x']),
  def(3, 'chineseDigits', `^[${HAN}0-9]+$`, ['张三123', '李四'], ['abc', '张 三', '张三!']),
  def(
    4,
    'email',
    '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
    ['a.b@example.com', 'x+y@mail.co.uk'],
    ['no-at.example.com', 'a@b', 'a @b.com', 'a@b.c'],
  ),
  def(5, 'alphanumeric', '^[A-Za-z0-9]+$', ['abc123', 'ABC', '42'], ['abc-123', 'a b', 'é1']),
  def(6, 'lettersAndDigits', '^(?=.*[A-Za-z])(?=.*\\d)[A-Za-z0-9]+$', ['abc123', '1a'], ['abcdef', '123456', 'abc 123', 'ab_12']),
  def(7, 'digits', '^\\d+$', ['0123456789'], ['12a', '12 3', '+84']),
  def(8, 'alnumWithUpper', '^(?=.*[A-Z])[A-Za-z0-9]+$', ['Abc123', 'ABC'], ['abc123', 'Abc 123', 'Abc-1']),
  def(9, 'englishLettersSpaces', '^[A-Za-z ]+$', ['John Smith', 'Ann'], ['John3', 'Jöhn', 'John-Smith']),
  def(10, 'noSpaces', '^\\S+$', ['a!b@c#1', '中文'], ['a b', 'tab\there', 'x y z']),
  def(11, 'chinesePunctuation', `^[${HAN}${CJK_PUNCT}]+$`, ['张三·李四', '你好，世界！'], ['张三1', 'abc', '张 三']),
  def(12, 'dateYmd', `^\\d{4}-${MM}-${DD}$`, ['2024-02-29', '1999-12-31'], ['2024-13-01', '24-01-01', '01-31-2024', '2024/01/01']),
  def(13, 'dateMdy', `^${MM}-${DD}-\\d{4}$`, ['02-29-2024', '12-31-1999'], ['2024-01-31', '13-01-2024', '1-1-2024']),
  // Letters of any script, words separated by single spaces (names such as "Nguyễn Văn An").
  def(14, 'lettersSingleSpace', '^\\p{L}+( \\p{L}+)*$', ['Nguyễn Văn An', 'Maria'], ['Maria  Clara', 'R2D2', 'Anne-Marie'], 'u'),
  def(15, 'korean', `^[${HANGUL}]+$`, ['김민준', '한국어'], ['Kim', '김 민준', '김1']),
  def(16, 'thai', `^[${THAI}]+$`, ['สมชาย', 'ภาษาไทย'], ['Somchai', 'สม ชาย', 'สม1']),
  def(17, 'thaiEnglishSpaces', `^[${THAI}A-Za-z ]+$`, ['สมชาย Somchai', 'John'], ['สมชาย1', 'John_Smith', '张三']),
  def(18, 'upperSpacesWithLetter', '^(?=.*[A-Z])[A-Z ]+$', ['JOHN SMITH', 'A'], ['John Smith', 'JOHN3', 'JOHN_SMITH']),
];

const byKey = new Map<string, PatternDef>();
for (const p of patterns) {
  byKey.set(p.id, p);
  byKey.set(p.name, p);
}

/** The table entry for a server's patternId (ordinal or name), if any. */
export function patternById(id: string | number | null | undefined): PatternDef | undefined {
  return id === null || id === undefined ? undefined : byKey.get(String(id).trim());
}

/** The message when only the length is enforced ('*', or a server pattern that does not compile). */
export const LENGTH_ONLY_MESSAGE_ID = 'forms.pattern.any';
/** The message when the server's pattern works but its patternId is not one of §5's. */
export const UNKNOWN_PATTERN_MESSAGE_ID = 'forms.pattern.unknown';
