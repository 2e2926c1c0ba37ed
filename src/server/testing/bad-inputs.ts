import fc from 'fast-check';

// Generators of the inputs an attacker or a broken client sends. Each one is
// small on average; a few are huge, so that size limits are hit without making every request slow.

/** Characters that break naive handling: NUL and other controls, lone surrogates, direction marks... */
export const ODD_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\b',
  '\t',
  '\n',
  '\r',
  '\u000B',
  '\u001B',
  '\u007F',
  '\u0085',
  '\u009F',
  '\uD800',
  '\uDBFF',
  '\uDC00',
  '\uDFFF', // lone surrogates: not encodable as UTF-8
  '\u200B',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202E',
  '\u2066',
  '\u2069',
  '\uFEFF',
  '\uFFFE',
  '\uFFFF',
  '\u0301',
  '\u0336',
  '\u20DD', // combining marks
  '👩‍👩‍👧',
  '🏳️‍🌈',
  '\u{10FFFF}',
  '\u{E0001}',
  'ǅ',
  'İ',
  'ß',
  '\u0130\u0307',
  '𝔘𝔫𝔦',
  'ﷺ',
  '﷽',
  '\u0E47',
];

/** Strings with a meaning elsewhere: SQL, paths, HTML, replacement patterns, format strings. */
const LOADED_STRINGS = [
  "' OR '1'='1",
  '"; drop table users; --',
  '../../../etc/passwd',
  '..\\..\\boot.ini',
  '%00',
  '%2e%2e%2f',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "$&$`$'",
  '${7*7}',
  '{{7*7}}',
  '%s%s%s%n',
  '\\',
  '\\u0000',
  'null',
  'undefined',
  'true',
  'NaN',
  '-1',
  '1e309',
  '__proto__',
  'constructor',
  'admin@example.com',
  'ADMIN@EXAMPLE.COM',
  ' admin@example.com ',
  'javascript:alert(1)',
  'https://github.com/',
  'https://evil.example/',
  'https://victim.example\\@evil.example/',
  'https://user:pass@evil.example/',
  'https://0x7f.1/',
  'data:text/html,<b>',
  'file:///etc/passwd',
  '00000000-0000-0000-0000-000000000000',
];

const oddCharacter = fc.constantFrom(...ODD_CHARACTERS);

/** A short string mixing ordinary text and odd characters. */
const mixedString = fc
  .array(
    fc.oneof(
      { arbitrary: fc.string({ unit: 'binary', maxLength: 6 }), weight: 3 },
      { arbitrary: oddCharacter, weight: 2 },
      fc.string({ maxLength: 8 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''));

/** Up to a few hundred KB: one repeated unit, sometimes with an odd character at the end. */
const hugeString = fc
  .tuple(
    fc.constantFrom('a', 'word ', '<p>', '<', 'é', '😀', '\u0000', '\u0301', '1'),
    fc.integer({ min: 1_000, max: 400_000 }),
    fc.option(oddCharacter, { nil: '' }),
  )
  .map(([unit, length, tail]) => unit.repeat(Math.ceil(length / unit.length)) + tail);

const hasControl = (text: string) =>
  [...text].some(
    (char) => char.codePointAt(0)! < 0x20 || (char.codePointAt(0)! >= 0x7f && char.codePointAt(0)! <= 0x9f),
  );

/** Text without control characters that still breaks naive code: what passes validation and reaches the database. */
export const oddText: fc.Arbitrary<string> = fc
  .array(
    fc.oneof(
      fc.constantFrom(...ODD_CHARACTERS.filter((char) => !hasControl(char))),
      fc.string({ unit: 'binary', minLength: 1, maxLength: 6 }).filter((text) => !hasControl(text)),
    ),
    { minLength: 1, maxLength: 10 },
  )
  .map((parts) => parts.join(''));

export const badString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom('', ' ', '\t\n', '\u00A0'), weight: 2 },
  { arbitrary: mixedString, weight: 6 },
  { arbitrary: fc.constantFrom(...LOADED_STRINGS), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 200, maxLength: 3_000 }), weight: 1 },
  { arbitrary: hugeString, weight: 1 },
);

/** Numbers past every boundary a column or a page counter has. JSON turns NaN and Infinity into null. */
export const badNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    0.5,
    -0.5,
    1e-7,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 32,
    2 ** 53 + 2,
    -(2 ** 53) - 2,
    1e21,
    1e308,
    -1e308,
    Number.MIN_VALUE,
    Number.EPSILON,
  ),
  fc.integer(),
  fc.double(),
);

/** Number literals JSON.stringify never writes, sent as raw JSON text. */
export const rawNumberLiteral = fc.constantFrom(
  '1e309',
  '-1e309',
  '123456789012345678901234567890',
  '-0',
  '1E400',
  '0.0000000000000000000000001',
  '1e-400',
  '9007199254740993',
);

/** Arrays and objects nested a long way down. */
export const deeplyNested = fc
  .tuple(fc.integer({ min: 50, max: 3_000 }), fc.boolean(), fc.constantFrom<unknown>('x', 1, null, {}))
  .map(([depth, asArrays, leaf]) => {
    let value: unknown = leaf;
    for (let level = 0; level < depth; level++) value = asArrays ? [value] : { a: value };
    return value;
  });

/** Any bad JSON value: the wrong type for almost every field. */
export const badValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { arbitrary: badString, weight: 5 },
    { arbitrary: badNumber, weight: 3 },
    { arbitrary: fc.constantFrom<unknown>(true, false, null), weight: 2 },
    { arbitrary: fc.array(tie('value'), { maxLength: 4 }), weight: 2 },
    { arbitrary: fc.dictionary(badKey(), tie('value'), { maxKeys: 4 }), weight: 2 },
    { arbitrary: fc.array(fc.constant('x'), { minLength: 1_000, maxLength: 20_000 }), weight: 1 },
    { arbitrary: deeplyNested, weight: 1 },
  ),
})).value;

/** Keys for extra fields, including the ones that reach prototypes. */
export function badKey(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom(
      '__proto__',
      'constructor',
      'prototype',
      'isAdmin',
      'ownerId',
      'id',
      'role',
      'emailVerified',
      '',
      ' ',
    ),
    mixedString,
  );
}

/** Percent-encodes every UTF-8 byte of a string; lone surrogates become U+FFFD as a real client would send. */
export function encodeSegment(value: string): string {
  return [...Buffer.from(value, 'utf8')].map((byte) => `%${byte.toString(16).padStart(2, '0').toUpperCase()}`).join('');
}

/** A path segment or query value as it travels: encoded text, or raw bytes a browser never sends. */
export const badEncoded: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: badString.filter((s) => s.length < 20_000).map(encodeSegment), weight: 6 },
  {
    arbitrary: fc.constantFrom(
      '%',
      '%zz',
      '%%',
      '%FF',
      '%C0%80',
      '%ED%A0%80',
      '%F4%90%80%80',
      '%00',
      '%2F',
      '%2F..%2F..',
      '..',
      '.',
      '%2e%2e',
      '+',
      '%20',
      ';x=1',
      '?',
      '#',
    ),
    weight: 3,
  },
  { arbitrary: fc.uuid().map((id) => id.toUpperCase()), weight: 1 },
  { arbitrary: fc.uuid(), weight: 1 },
);

/** Bytes for a file field: nothing, junk, or a real file type's magic followed by junk. */
export const badFileBytes: fc.Arbitrary<Uint8Array> = fc
  .tuple(
    fc.constantFrom(
      '',
      '%PDF-1.4\n',
      '\x89PNG\r\n\x1a\n',
      '\xFF\xD8\xFF',
      'RIFF\0\0\0\0WEBP',
      'GIF89a',
      '<svg xmlns="http://www.w3.org/2000/svg">',
      'PK\x03\x04',
    ),
    fc.uint8Array({ maxLength: 2_048 }),
  )
  .map(([magic, rest]) => new Uint8Array([...Buffer.from(magic, 'latin1'), ...rest]));
