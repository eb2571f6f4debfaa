import type { S3Event } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { localBucketName, type BucketKey } from '#infra/stack/definitions/buckets';
import { PHOTO_PROCESSOR } from '#infra/stack/definitions/image-pipeline';
import type { S3ObjectEventListener, S3rverEventRecord } from '#infra/local/stage/emulators/s3';
import { startS3Notifications } from '#infra/local/stage/workers/s3-notifications';
import { decodeS3EventKey, encodeS3EventKey } from '#lambdas/photo/s3-event-key';

const BUCKETS = Object.fromEntries(
  (['web', 'images', 'sitemaps', 'search'] as const).map((key) => [
    key,
    localBucketName('local', key),
  ]),
) as Record<BucketKey, string>;

const record = (eventName: string, key: string, bucket = BUCKETS.images): S3rverEventRecord => ({
  eventName,
  eventTime: new Date().toISOString(),
  s3: { bucket: { name: bucket }, object: { key, size: 10, eTag: 'abc', sequencer: '1' } },
});

/** A fake s3rver: emit() calls the listener as s3rver's 'event' does. */
function fakeS3rver() {
  let listener: S3ObjectEventListener | undefined;
  return {
    subscribe: (l: S3ObjectEventListener) => {
      listener = l;
      return () => (listener = undefined);
    },
    emit: (r: S3rverEventRecord) => listener?.(r),
    get subscribed() {
      return listener !== undefined;
    },
  };
}

describe('S3 event keys', () => {
  it('are URL-encoded as AWS sends them, a space as +, and decoded back', () => {
    expect(encodeS3EventKey('uploads/u1/red flower+1.jpg')).toBe('uploads/u1/red+flower%2B1.jpg');
    expect(decodeS3EventKey('uploads/u1/red+flower%2B1.jpg')).toBe('uploads/u1/red flower+1.jpg');
    const key = 'uploads/a_b-C/0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(decodeS3EventKey(encodeS3EventKey(key))).toBe(key);
    expect(decodeS3EventKey('uploads/%E0%A4%A')).toBeUndefined();
  });
});

describe('the local S3 notifications worker', () => {
  it('invokes the photo processor for ObjectCreated under uploads/ of the images bucket only, one record an event', async () => {
    const s3rver = fakeS3rver();
    const events: S3Event[] = [];
    const notifications = startS3Notifications({
      subscribe: s3rver.subscribe,
      buckets: BUCKETS,
      functions: [PHOTO_PROCESSOR],
      invoke: async (fn, event) => {
        expect(fn).toBe(PHOTO_PROCESSOR);
        events.push(event);
      },
      log: () => {},
    });
    s3rver.emit(record('ObjectCreated:Post', 'uploads/u1/a photo'));
    s3rver.emit(record('ObjectCreated:Put', 'uploads/u1/second'));
    s3rver.emit(record('ObjectRemoved:Delete', 'uploads/u1/second'));
    s3rver.emit(record('ObjectCreated:Put', 'processed/u1/x/320.webp'));
    s3rver.emit(record('ObjectCreated:Put', 'images/listings/l/x/320.webp'));
    s3rver.emit(record('ObjectCreated:Put', 'uploads/u1/elsewhere', BUCKETS.search));
    await notifications.drain();

    expect(events.map((e) => e.Records.map((r) => [r.eventName, r.s3.object.key]))).toEqual([
      [['ObjectCreated:Post', 'uploads/u1/a+photo']],
      [['ObjectCreated:Put', 'uploads/u1/second']],
    ]);
    expect(events[0]!.Records[0]).toMatchObject({
      eventSource: 'aws:s3',
      awsRegion: 'eu-west-2',
      s3: {
        configurationId: 'PhotoProcessor',
        bucket: { name: BUCKETS.images, arn: `arn:aws:s3:::${BUCKETS.images}` },
        object: { size: 10, eTag: 'abc' },
      },
    });
    await notifications.stop();
    expect(s3rver.subscribed).toBe(false);
  });

  it('runs one invocation at a time, in arrival order, and drain waits for all of them', async () => {
    const s3rver = fakeS3rver();
    let running = 0;
    let most = 0;
    const done: string[] = [];
    const notifications = startS3Notifications({
      subscribe: s3rver.subscribe,
      buckets: BUCKETS,
      functions: [PHOTO_PROCESSOR],
      invoke: async (_, event) => {
        running++;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 20));
        done.push(event.Records[0]!.s3.object.key);
        running--;
      },
      log: () => {},
    });
    for (const n of [1, 2, 3, 4]) s3rver.emit(record('ObjectCreated:Post', `uploads/u/${n}`));
    await notifications.drain();
    expect(done).toEqual(['uploads/u/1', 'uploads/u/2', 'uploads/u/3', 'uploads/u/4']);
    expect(most).toBe(1);
    await notifications.stop();
  });

  it('retries an invocation that throws (twice, as Lambda does), logs it, then drops the event', async () => {
    const s3rver = fakeS3rver();
    const logs: string[] = [];
    const calls: string[] = [];
    const notifications = startS3Notifications({
      subscribe: s3rver.subscribe,
      buckets: BUCKETS,
      functions: [PHOTO_PROCESSOR],
      invoke: async (_, event) => {
        const key = event.Records[0]!.s3.object.key;
        calls.push(key);
        // 'flaky' fails once; 'down' always fails.
        if (key.endsWith('down') || calls.filter((k) => k === key).length === 1) {
          throw new Error(`DynamoDB unavailable (${key})`);
        }
      },
      log: (line) => logs.push(line),
      retryDelayMs: 1,
    });
    s3rver.emit(record('ObjectCreated:Post', 'uploads/u/flaky'));
    s3rver.emit(record('ObjectCreated:Post', 'uploads/u/down'));
    s3rver.emit(record('ObjectCreated:Post', 'uploads/u/after'));
    await notifications.drain();

    expect(calls).toEqual([
      'uploads/u/flaky',
      'uploads/u/flaky',
      'uploads/u/down',
      'uploads/u/down',
      'uploads/u/down',
      'uploads/u/after',
      'uploads/u/after',
    ]);
    expect(logs.filter((l) => l.includes('retrying'))).toHaveLength(4);
    expect(logs.filter((l) => l.includes('dropped'))).toEqual([
      expect.stringContaining('PhotoProcessor (process-uploaded-photo) failed on'),
    ]);
    expect(logs.join('\n')).toContain('DynamoDB unavailable (uploads/u/down)');
    await notifications.stop();
  });
});
