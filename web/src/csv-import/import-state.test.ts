import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/fetch-json';
import {
  duplicateQuestion,
  IDLE,
  importSummary,
  isDuplicate,
  isLocked,
  phaseOf,
  phasePercent,
  phaseStatus,
  refusalMessage,
  type ImportPhase,
} from './import-state';
import { makeImport } from './test-fixtures';

const running = makeImport();

describe('what the dialog shows at each step', () => {
  const phases: [ImportPhase, boolean, number | null][] = [
    [IDLE, false, null],
    [{ step: 'checking' }, true, null],
    [{ step: 'duplicate', question: '?' }, false, null],
    [{ step: 'uploading', percent: 50, record: running }, true, 0],
    [{ step: 'starting', record: running }, true, 0],
    [{ step: 'running', record: running, lostContact: false }, true, 40],
    [{ step: 'running', record: running, lostContact: true }, false, 40],
    [{ step: 'finished', record: makeImport({ status: 'completed' }) }, false, 100],
  ];

  it.each(phases)('%j: locked %s, bar %s', (phase, locked, percent) => {
    expect(isLocked(phase)).toBe(locked);
    expect(phasePercent(phase)).toBe(percent);
  });

  it('says what is happening under the bar', () => {
    expect(phaseStatus({ step: 'uploading', percent: 42.4, record: running })).toBe(
      'Uploading the file: 42%',
    );
    expect(phaseStatus({ step: 'running', record: running, lostContact: false })).toBe(
      'Checked 40 of 100 rows',
    );
    expect(
      phaseStatus({
        step: 'running',
        record: makeImport({ status: 'queued', rows_total: null, rows_done: 0 }),
        lostContact: false,
      }),
    ).toBe('Waiting to start...');
    expect(
      phaseStatus({
        step: 'running',
        record: makeImport({ rows_total: 2500, rows_done: 1250 }),
        lostContact: false,
      }),
    ).toBe('Checked 1,250 of 2,500 rows');
  });

  it('puts a polled record in the running or the finished step', () => {
    expect(phaseOf(running)).toEqual({ step: 'running', record: running, lostContact: false });
    expect(phaseOf(makeImport({ status: 'queued' })).step).toBe('running');
    expect(phaseOf(makeImport({ status: 'completed' })).step).toBe('finished');
    expect(phaseOf(makeImport({ status: 'failed' })).step).toBe('finished');
  });
});

describe('the summary of a finished import (spec 02 section 8)', () => {
  it('counts the successes out of the rows and the errors in the spec’s words', () => {
    const summary = importSummary(
      makeImport({ status: 'completed', rows_total: 5, imported: 3, error_count: 2 }),
    );
    expect(summary).toEqual({
      result: 'Successfully imported 3 out of 5 listings',
      failure: null,
      errors: '2 errors occurred',
      drafts: null,
      warnings: null,
      succeeded: true,
    });
    expect(importSummary(makeImport({ status: 'completed', error_count: 1 })).errors).toBe(
      '1 error occurred',
    );
    expect(importSummary(makeImport({ status: 'completed', error_count: 0 })).errors).toBeNull();
  });

  it('has no success (and so no toast) when nothing was imported', () => {
    const summary = importSummary(
      makeImport({ status: 'completed', rows_total: 4, imported: 0, error_count: 4 }),
    );
    expect(summary.succeeded).toBe(false);
    expect(summary.result).toBe('No listings were imported.');
  });

  it('gives a failed run’s reason', () => {
    const summary = importSummary(
      makeImport({
        status: 'failed',
        rows_total: null,
        imported: 0,
        error_count: 0,
        errors: [],
        failure: 'The CSV file is empty or has no valid rows.',
      }),
    );
    expect(summary.failure).toBe('The CSV file is empty or has no valid rows.');
    expect(summary.succeeded).toBe(false);
  });
});

describe('the API’s refusals in the dialog', () => {
  it('asks about a duplicate with the date the API gives', () => {
    const fromMessage = new ApiError(
      409,
      'duplicate_file',
      'This file was imported on 3 November 2026. Import it again?',
    );
    expect(isDuplicate(fromMessage)).toBe(true);
    expect(duplicateQuestion(fromMessage)).toBe(
      'This file was imported on 3 November 2026. Import it again?',
    );
    const fromField = new ApiError(409, 'duplicate_file', 'Conflict', {
      created_at: ['2026-11-03T09:30:00.000Z'],
    });
    expect(duplicateQuestion(fromField)).toBe(
      'This file was imported on 3 November 2026. Import it again?',
    );
    expect(isDuplicate(new ApiError(409, 'listing_changed', 'Changed'))).toBe(false);
  });

  it('shows the API’s message for a 4xx, and a fallback otherwise', () => {
    const tooBig = new ApiError(422, 'validation_failed', 'Invalid request', {
      size: ['The file is larger than 10 MB: split it into smaller files and import each'],
    });
    expect(refusalMessage(tooBig, 'fallback')).toBe(
      'The file is larger than 10 MB: split it into smaller files and import each',
    );
    expect(
      refusalMessage(new ApiError(409, 'not_uploaded', 'The file has not arrived yet'), 'x'),
    ).toBe('The file has not arrived yet');
    expect(refusalMessage(new ApiError(500, 'internal', 'Boom'), 'fallback')).toBe('fallback');
    expect(refusalMessage(new ApiError(404, 'http_error', 'Request failed'), 'fallback')).toBe(
      'fallback',
    );
    expect(refusalMessage(new TypeError('Failed to fetch'), 'fallback')).toBe('fallback');
    expect(
      refusalMessage(new ApiError(401, 'unauthorized', 'You need to sign in again.'), 'x'),
    ).toBe('You must be logged in to import listings');
  });
});
