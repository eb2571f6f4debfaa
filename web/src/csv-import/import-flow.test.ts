import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/fetch-json';
import { NoDigestError } from './check-file';
import { afterPoll, sendImport, type ImportFlowDeps } from './import-flow';
import type { ImportPhase } from './import-state';
import { csvFile, makeImport, makeUpload } from './test-fixtures';

const DIGEST = 'a'.repeat(64);

function deps(overrides: Partial<ImportFlowDeps> = {}): ImportFlowDeps {
  return {
    hash: vi.fn(async () => DIGEST),
    create: vi.fn(async () => makeUpload()),
    upload: vi.fn(async (_upload, _file, onProgress) => {
      onProgress(50);
      onProgress(100);
    }),
    start: vi.fn(async () => makeImport({ status: 'queued', rows_total: null, rows_done: 0 })),
    ...overrides,
  };
}

async function send(flow: ImportFlowDeps, confirmDuplicate = false, file = csvFile()) {
  const phases: ImportPhase[] = [];
  const outcome = await sendImport(
    flow,
    file,
    { confirmDuplicate, signal: new AbortController().signal },
    (phase) => phases.push(phase),
  );
  return { outcome, steps: phases.map((phase) => phase.step), phases };
}

describe('sending an import', () => {
  it('hashes, creates, uploads with progress, starts, and ends running', async () => {
    const flow = deps();
    const { outcome, steps, phases } = await send(flow);
    expect(steps).toEqual(['checking', 'uploading', 'uploading', 'uploading', 'starting']);
    expect(phases.filter((phase) => phase.step === 'uploading').map((p) => p.percent)).toEqual([
      0, 50, 100,
    ]);
    expect(outcome.phase.step).toBe('running');
    expect(outcome.clearFile).toBe(false);
    expect(flow.create).toHaveBeenCalledWith({
      filename: 'stock.csv',
      size: 20,
      sha256: DIGEST,
      confirm_duplicate: false,
      content_type: 'text/csv',
    });
    // The presigned POST of the import's own key, then the start of that import.
    const [upload] = vi.mocked(flow.upload).mock.calls[0]!;
    expect(upload.id).toBe('imp-1');
    expect(upload.fields.key).toBe('imports/user-1/imp-1.csv');
    expect(flow.start).toHaveBeenCalledWith('imp-1');
  });

  it('asks before importing a file seen in the last 30 days, and sends the answer', async () => {
    const flow = deps({
      create: vi.fn(async () => {
        throw new ApiError(
          409,
          'duplicate_file',
          'This file was imported on 3 November 2026. Import it again?',
        );
      }),
    });
    const { outcome } = await send(flow);
    expect(outcome.phase).toEqual({
      step: 'duplicate',
      question: 'This file was imported on 3 November 2026. Import it again?',
    });
    expect(flow.upload).not.toHaveBeenCalled();

    const again = deps();
    await send(again, true);
    expect(vi.mocked(again.create).mock.calls[0]![0].confirm_duplicate).toBe(true);
  });

  it('ends in the picker with the API’s message when the create is refused', async () => {
    const flow = deps({
      create: vi.fn(async () => {
        throw new ApiError(422, 'validation_failed', 'Please choose a .csv file');
      }),
    });
    const { outcome } = await send(flow);
    expect(outcome).toEqual({
      phase: { step: 'idle', error: 'Please choose a .csv file' },
      clearFile: false,
    });
  });

  it('says so where the browser cannot hash the file', async () => {
    const flow = deps({
      hash: vi.fn(async () => {
        throw new NoDigestError('none');
      }),
    });
    const { outcome } = await send(flow);
    expect(outcome.phase).toEqual({
      step: 'idle',
      error:
        'This browser cannot check the file (it needs a secure connection): please use another browser.',
    });
    expect(flow.create).not.toHaveBeenCalled();
  });

  it('ends in an empty picker when the upload or the start fails', async () => {
    const upload = await send(
      deps({
        upload: vi.fn(async () => {
          throw new Error('The bucket answered 403');
        }),
      }),
    );
    expect(upload.outcome).toEqual({
      phase: {
        step: 'idle',
        error: 'The file could not be uploaded. Please check your connection and try again.',
      },
      clearFile: true,
    });
    const start = await send(
      deps({
        start: vi.fn(async () => {
          throw new ApiError(
            409,
            'not_uploaded',
            'The file has not arrived yet: upload it, then start the import',
          );
        }),
      }),
    );
    expect(start.outcome.phase).toEqual({
      step: 'idle',
      error: 'The file has not arrived yet: upload it, then start the import',
    });
    expect(start.outcome.clearFile).toBe(true);
  });
});

describe('polling a running import', () => {
  const phase = { step: 'running', record: makeImport(), lostContact: false } as const;

  it('moves the bar with each answer and asks again a second later', () => {
    const next = afterPoll(phase, { ok: true, record: makeImport({ rows_done: 80 }) }, 0);
    expect(next.delayMs).toBe(1000);
    expect(next.failures).toBe(0);
    expect(next.phase).toMatchObject({ step: 'running', record: { rows_done: 80 } });
  });

  it('stops once the import has ended', () => {
    const next = afterPoll(phase, { ok: true, record: makeImport({ status: 'completed' }) }, 0);
    expect(next.phase.step).toBe('finished');
    expect(next.delayMs).toBeNull();
  });

  it('keeps trying after a failure, and says it lost contact after three in a row', () => {
    const error = new TypeError('Failed to fetch');
    const first = afterPoll(phase, { ok: false, error }, 0);
    expect(first).toEqual({ phase, failures: 1, delayMs: 1000 });
    const third = afterPoll(phase, { ok: false, error }, 2);
    expect(third.phase).toEqual({ ...phase, lostContact: true });
    expect(third.delayMs).toBe(5000);
    // Contact back: the dialog is locked again and polls every second.
    const back = afterPoll({ ...phase, lostContact: true }, { ok: true, record: makeImport() }, 3);
    expect(back).toMatchObject({ phase: { lostContact: false }, failures: 0, delayMs: 1000 });
  });

  it('stops on a 404: the import has gone', () => {
    const next = afterPoll(phase, { ok: false, error: new ApiError(404, 'not_found', 'Gone') }, 0);
    expect(next.phase).toEqual({ ...phase, lostContact: true });
    expect(next.delayMs).toBeNull();
  });
});
