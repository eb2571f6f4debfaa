import { describe, expect, it } from 'vitest';
import {
  cleanMessageText,
  MESSAGE_MAX_CHARS,
  MESSAGES_TEXT,
  messagePreview,
  replyBucket,
  replyStats,
  replyStatsText,
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

describe("a seller's reply rate and typical reply time", () => {
  it('buckets the first reply by its delay', () => {
    const at = '2026-11-29T09:00:00.000Z';
    expect(replyBucket(at, '2026-11-29T09:59:00.000Z')).toBe('hour');
    expect(replyBucket(at, '2026-11-30T08:00:00.000Z')).toBe('day');
    expect(replyBucket(at, '2026-12-01T09:00:00.000Z')).toBe('later');
  });

  it('is the share answered and the bucket of the median reply', () => {
    expect(replyStats({ conversations: 0, replied: 0, hour: 0, day: 0, later: 0 })).toBeNull();
    const stats = replyStats({ conversations: 4, replied: 3, hour: 1, day: 1, later: 1 })!;
    expect(stats).toEqual({ conversations: 4, replied: 3, rate: 75, typical: 'day' });
    expect(replyStatsText(stats)).toBe(
      'You have replied to 3 of 4 buyers (75%), typically within a day.',
    );
    const none = replyStats({ conversations: 1, replied: 0, hour: 0, day: 0, later: 0 })!;
    expect(replyStatsText(none)).toBe('You have replied to 0 of 1 buyer (0%).');
  });
});
