import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, isMultiLineSafe, isSingleLineSafe, multiLineText, singleLineText } from './fields';

describe('the shared text rule', () => {
  const controls = [
    '\u0000',
    '\u0001',
    '\u0008',
    '\u000B',
    '\u000C',
    '\u001B',
    '\u001F',
    '\u007F',
    '\u0080',
    '\u0085',
    '\u009F',
  ];

  it('refuses every control character in one line of text, line breaks and tabs included', () => {
    for (const c of [...controls, '\n', '\r', '\t', '\u2028', '\u2029'])
      expect(isSingleLineSafe(`a${c}b`), JSON.stringify(c)).toBe(false);
    expect(isSingleLineSafe('Ünïcödé, emoji 🚀 and punctuation: fine')).toBe(true);
  });

  it('keeps newlines, carriage returns and tabs in multi-line text, and refuses the rest', () => {
    for (const c of controls) expect(isMultiLineSafe(`a${c}b`), JSON.stringify(c)).toBe(false);
    expect(isMultiLineSafe('first line\r\nsecond\tline\n')).toBe(true);
  });

  it('gives the schemas one message, after trimming the ends', () => {
    expect(singleLineText().safeParse('  Acme\n').data).toBe('Acme');
    expect(singleLineText().safeParse('Ac\u0000me').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    // Unicode's line and paragraph separators break a line as \n does.
    expect(singleLineText().safeParse('Ac\u2028me').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(singleLineText().safeParse('Ac\u2029me').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
    expect(multiLineText().safeParse('one\ntwo').data).toBe('one\ntwo');
    expect(multiLineText().safeParse('one\u0000two').error?.issues[0]?.message).toBe(CONTROL_CHARACTERS_MESSAGE);
  });
});
