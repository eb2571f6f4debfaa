import { describe, expect, it } from 'vitest';
import {
  cleanMessageText,
  MESSAGE_MAX_CHARS,
  MESSAGES_TEXT,
  messagePreview,
  sendMessageBodySchema,
} from '#shared/messages';

describe('cleanMessageText', () => {
  it('keeps HTML as the text typed', () => {
    expect(cleanMessageText('<img src=x onerror=alert(1)> & <b>hi</b>')).toBe(
      '<img src=x onerror=alert(1)> & <b>hi</b>',
    );
  });

  it('removes control characters and bidirectional overrides, keeping line breaks and tabs', () => {
    expect(cleanMessageText('a\u0000b\u0007c\u001b[31md\u007f\u0085e\u2028f')).toBe('abc[31mdef');
    expect(cleanMessageText('pay at \u202emoc.draynav\u202c')).toBe('pay at moc.draynav');
    expect(cleanMessageText('one\r\ntwo\rthree\tfour')).toBe('one\ntwo\nthree\tfour');
  });

  it('trims and keeps at most one blank line in a row', () => {
    expect(cleanMessageText('  \n\nhello\n\n\n\n\nthere  \n')).toBe('hello\n\nthere');
  });
});

describe('a message body', () => {
  const parse = (text: unknown) => sendMessageBodySchema.safeParse({ text });
  const messageOf = (text: unknown) => {
    const result = parse(text);
    return result.success ? null : result.error.issues[0]?.message;
  };

  it('is refused when nothing but spaces and control characters remain', () => {
    expect(messageOf('  \u0000 \n ')).toBe(MESSAGES_TEXT.empty);
    expect(messageOf(undefined)).toBe(MESSAGES_TEXT.empty);
  });

  it('counts characters, not UTF-16 units, against the limit', () => {
    expect(parse('🚐'.repeat(MESSAGE_MAX_CHARS)).success).toBe(true);
    expect(messageOf('a'.repeat(MESSAGE_MAX_CHARS + 1))).toBe(MESSAGES_TEXT.tooLong);
  });

  it('is kept cleaned', () => {
    expect(parse(' hi\u0000 ').data).toEqual({ text: 'hi' });
  });
});

describe('messagePreview', () => {
  it('is the first line with words, cut to the length', () => {
    expect(messagePreview('\n\nHello there\nsecond')).toBe('Hello there');
    expect(messagePreview('x'.repeat(200), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});
