import { describe, expect, it } from 'vitest';
import { isLive } from '#shared/listing';
import { listingState } from '#shared/listing-state';
import {
  hiddenByReports,
  isReportable,
  REPORT_HIDE_THRESHOLD,
  REPORT_MESSAGES,
  REPORT_NOTE_MAX,
  reportRequestSchema,
} from '#shared/reports';

const live = { status: 'active', approval_status: 'approved' } as const;

describe('the report threshold', () => {
  it('hides a listing from its third open report, not before', () => {
    expect(REPORT_HIDE_THRESHOLD).toBe(3);
    expect([0, 1, 2, 3, 4, 50].map(hiddenByReports)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
    ]);
  });

  it('takes a hidden listing out of what is live, so every reader of isLive agrees', () => {
    expect(isLive(live)).toBe(true);
    expect(isLive({ ...live, reports_hidden: true })).toBe(false);
    expect(isLive({ ...live, reports_hidden: false })).toBe(true);
    expect(listingState({ ...live, reports_hidden: true })).toBe('hidden');
  });

  it('still takes reports of a hidden listing, but none of one sold, withdrawn or unapproved', () => {
    expect(isReportable({ ...live, reports_hidden: true } as never)).toBe(true);
    expect(isReportable({ ...live, status: 'sold' })).toBe(false);
    expect(isReportable({ ...live, status: 'inactive' })).toBe(false);
    expect(isReportable({ ...live, approval_status: 'pending' })).toBe(false);
    expect(isReportable({ ...live, owner_disabled: true })).toBe(false);
  });
});

describe('a report', () => {
  const messages = (body: unknown) => {
    const parsed = reportRequestSchema.safeParse(body);
    return parsed.success
      ? {}
      : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes one of the six reasons, with or without a note', () => {
    for (const reason of ['scam', 'wrong_details', 'already_sold', 'offensive', 'duplicate']) {
      expect(reportRequestSchema.parse({ reason })).toEqual({ reason, note: '' });
    }
    expect(reportRequestSchema.parse({ reason: 'other', note: '  Odd advert  ' })).toEqual({
      reason: 'other',
      note: 'Odd advert',
    });
  });

  it('refuses a missing or unknown reason with the form words', () => {
    expect(messages({})).toEqual({ reason: REPORT_MESSAGES.reason });
    expect(messages({ reason: 'spam' })).toEqual({ reason: REPORT_MESSAGES.reason });
    expect(messages({ reason: '' })).toEqual({ reason: REPORT_MESSAGES.reason });
  });

  it('asks what is wrong when the reason is Other', () => {
    expect(messages({ reason: 'other', note: '   ' })).toEqual({
      note: REPORT_MESSAGES.noteNeeded,
    });
  });

  it('limits the note and refuses control characters', () => {
    expect(messages({ reason: 'scam', note: 'x'.repeat(REPORT_NOTE_MAX) })).toEqual({});
    expect(messages({ reason: 'scam', note: 'x'.repeat(REPORT_NOTE_MAX + 1) })).toEqual({
      note: REPORT_MESSAGES.noteLong,
    });
    expect(Object.keys(messages({ reason: 'scam', note: 'bad\u0000byte' }))).toEqual(['note']);
  });

  it('keeps markup in the note as the text it is', () => {
    const note = '<script>alert("x")</script> <b>bold</b> &amp;';
    expect(reportRequestSchema.parse({ reason: 'offensive', note }).note).toBe(note);
  });
});
