import { describe, expect, it, vi } from 'vitest';
import type { PresignedUpload, UploadStatus } from '#shared/own-listings';
import { ApiError } from './fetch-json';
import {
  abortableWait,
  MAX_POLLS,
  POLL_INTERVAL_MS,
  UPLOAD_MESSAGES,
  uploadPhoto,
  type UploadDeps,
  type UploadEvent,
} from './photo-upload';
import { presignedPostBody, progressPercent } from './presigned-post';
import { file, UPLOAD_IDS } from '../listing-form/test-fixtures';

const PRESIGNED: PresignedUpload = {
  id: UPLOAD_IDS[0],
  url: 'http://localhost:4569/images',
  fields: { key: `uploads/user-1/${UPLOAD_IDS[0]}`, Policy: 'p', 'X-Amz-Signature': 's' },
  expires_at: '2026-06-01T12:05:00.000Z',
};

const status = (state: UploadStatus['status'], message: string | null = null): UploadStatus => ({
  id: UPLOAD_IDS[0],
  status: state,
  message,
});

function deps(overrides: Partial<UploadDeps> = {}): UploadDeps & { waits: number[] } {
  const waits: number[] = [];
  return {
    waits,
    presign: vi.fn(async () => PRESIGNED),
    send: vi.fn(async (_upload, _file, onProgress) => {
      onProgress(30);
      onProgress(100);
    }),
    status: vi.fn(async () => status('ready')),
    wait: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  };
}

async function events(
  using: UploadDeps,
  signal: AbortSignal = new AbortController().signal,
): Promise<UploadEvent[]> {
  const seen: UploadEvent[] = [];
  await uploadPhoto(file('van.jpg', 'image/jpeg'), 'image/jpeg', using, signal, (event) =>
    seen.push(event),
  );
  return seen;
}

describe('uploadPhoto', () => {
  it('presigns for the type and size, sends with progress, then polls once a second until ready', async () => {
    const statuses = [status('processing'), status('processing'), status('ready')];
    const using = deps({ status: vi.fn(async () => statuses.shift()!) });
    expect(await events(using)).toEqual([
      { type: 'presigned', uploadId: UPLOAD_IDS[0] },
      { type: 'progress', percent: 30 },
      { type: 'progress', percent: 100 },
      { type: 'processing' },
      { type: 'ready' },
    ]);
    expect(using.presign).toHaveBeenCalledWith({ content_type: 'image/jpeg', size: 16 });
    expect(using.status).toHaveBeenCalledTimes(3);
    expect(using.status).toHaveBeenCalledWith(UPLOAD_IDS[0]);
    expect(using.waits).toEqual([POLL_INTERVAL_MS, POLL_INTERVAL_MS, POLL_INTERVAL_MS]);
    expect(POLL_INTERVAL_MS).toBe(1000);
  });

  it("shows the processor's message on a failed photo", async () => {
    const using = deps({
      status: vi.fn(async () => status('failed', 'This file is not a photo we can read.')),
    });
    expect((await events(using)).at(-1)).toEqual({
      type: 'failed',
      message: 'This file is not a photo we can read.',
    });
    const silent = deps({ status: vi.fn(async () => status('failed')) });
    expect((await events(silent)).at(-1)).toEqual({
      type: 'failed',
      message: UPLOAD_MESSAGES.processingFailed,
    });
  });

  it("fails with the API's words when presigning is refused, and sends nothing", async () => {
    const using = deps({
      presign: vi.fn(async () => {
        throw new ApiError(
          400,
          'bad_request',
          'All files must be images and less than 5MB in size',
        );
      }),
    });
    expect(await events(using)).toEqual([
      { type: 'failed', message: 'All files must be images and less than 5MB in size' },
    ]);
    expect(using.send).not.toHaveBeenCalled();
    const down = deps({
      presign: vi.fn(async () => {
        throw new ApiError(503, 'unavailable', 'Service Unavailable');
      }),
    });
    expect(await events(down)).toEqual([
      { type: 'failed', message: UPLOAD_MESSAGES.presignFailed },
    ]);
  });

  it('fails when the bucket refuses the upload, without polling', async () => {
    const using = deps({
      send: vi.fn(async () => {
        throw new Error('The bucket answered 403');
      }),
    });
    expect((await events(using)).at(-1)).toEqual({
      type: 'failed',
      message: UPLOAD_MESSAGES.sendFailed,
    });
    expect(using.status).not.toHaveBeenCalled();
  });

  it('rides out a few failed status calls, but not a 4xx', async () => {
    const answers: (UploadStatus | Error)[] = [
      new Error('offline'),
      new Error('offline'),
      status('ready'),
    ];
    const flaky = deps({
      status: vi.fn(async () => {
        const next = answers.shift()!;
        if (next instanceof Error) throw next;
        return next;
      }),
    });
    expect((await events(flaky)).at(-1)).toEqual({ type: 'ready' });
    const gone = deps({
      status: vi.fn(async () => {
        throw new ApiError(404, 'not_found', 'No such upload');
      }),
    });
    expect((await events(gone)).at(-1)).toEqual({ type: 'failed', message: 'No such upload' });
    expect(gone.status).toHaveBeenCalledTimes(1);
  });

  it('gives up after about two minutes of processing', async () => {
    const using = deps({ status: vi.fn(async () => status('processing')) });
    expect((await events(using)).at(-1)).toEqual({
      type: 'failed',
      message: UPLOAD_MESSAGES.tooSlow,
    });
    expect(using.status).toHaveBeenCalledTimes(MAX_POLLS);
  });

  it('reports nothing more once aborted (the photo removed)', async () => {
    const controller = new AbortController();
    const using = deps({
      send: vi.fn(async () => {
        controller.abort();
        throw new DOMException('Aborted', 'AbortError');
      }),
    });
    expect(await events(using, controller.signal)).toEqual([
      { type: 'presigned', uploadId: UPLOAD_IDS[0] },
    ]);
    expect(using.status).not.toHaveBeenCalled();
  });
});

describe('abortableWait', () => {
  it('rejects at once when aborted', async () => {
    const controller = new AbortController();
    const waiting = abortableWait(60_000, controller.signal);
    controller.abort();
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' });
    await expect(abortableWait(1, controller.signal)).rejects.toMatchObject({ name: 'AbortError' });
    await expect(abortableWait(1, new AbortController().signal)).resolves.toBeUndefined();
  });
});

describe('presignedPostBody', () => {
  it('sends every policy field first, in order, and the file last as `file`', () => {
    const photo = file('van.jpg', 'image/jpeg');
    const body = presignedPostBody(PRESIGNED.fields, photo);
    const entries = [...body.entries()];
    expect(entries.map(([name]) => name)).toEqual(['key', 'Policy', 'X-Amz-Signature', 'file']);
    expect(entries[0]![1]).toBe(PRESIGNED.fields.key);
    expect(entries[3]![1]).toBeInstanceOf(Blob);
    expect((entries[3]![1] as File).name).toBe('van.jpg');
  });
});

describe('progressPercent', () => {
  it('is the share sent, 0 while the size is unknown', () => {
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(10, 0)).toBe(0);
  });
});
