import { describe, expect, it } from 'vitest';
import { runSettings } from '../../e2e/support/run-settings';

describe('the browser tests record a trace', () => {
  it('on CI only when a failed test is retried, and the retry is there (decision 049)', () => {
    expect(runSettings({ CI: 'true' })).toEqual({ retries: 1, trace: 'on-first-retry' });
  });

  it('locally, without retries, of every failure', () => {
    expect(runSettings({})).toEqual({ retries: 0, trace: 'retain-on-failure' });
  });
});
