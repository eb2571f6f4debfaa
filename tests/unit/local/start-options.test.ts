import { describe, expect, it } from 'vitest';
import { UsageError } from '#infra/local/cli/command-line';
import { parseStartOptions } from '#infra/local/stage/start-options';

const parse = (argv: string[], env: NodeJS.ProcessEnv = {}) =>
  parseStartOptions(argv, env, '/repo');

describe('parseStartOptions', () => {
  it('defaults to port 3000, <repo>/.data and 240 seeded listings', () => {
    expect(parse([])).toEqual({
      port: 3000,
      dataDir: '/repo/.data',
      seed: { count: 240, seed: 1 },
      dev: false,
      boostDaySeconds: 86_400,
      dynamodbInMemory: false,
      functionsIn: 'threads',
      importChunkPauseMs: 0,
    });
  });

  it('takes PORT from the environment and flags over it', () => {
    expect(parse([], { PORT: '3100' })).toMatchObject({ port: 3100 });
    expect(parse(['--port', '3200'], { PORT: '3100' })).toMatchObject({ port: 3200 });
    expect(parse(['--port=3300'])).toMatchObject({ port: 3300 });
  });

  it('reads every flag', () => {
    expect(
      parse(['--data-dir', '/tmp/x', '--seed-count', '10', '--seed-value', '7', '--dev']),
    ).toEqual({
      port: 3000,
      dataDir: '/tmp/x',
      seed: { count: 10, seed: 7 },
      dev: true,
      boostDaySeconds: 86_400,
      dynamodbInMemory: false,
      functionsIn: 'threads',
      importChunkPauseMs: 0,
    });
    expect(parse(['--no-seed'])).toMatchObject({ seed: false });
    expect(parse(['--help'])).toBe('help');
  });

  it('seeds shared photos when asked, as the stage of the browser tests does', () => {
    expect(parse(['--seed-count', '200', '--seed-shared-images'])).toMatchObject({
      seed: { count: 200, seed: 1, imageMode: 'stock' },
    });
    expect(parse(['--no-seed', '--seed-shared-images'])).toMatchObject({ seed: false });
  });

  it('shortens a boost day for tests that watch boosts expire', () => {
    expect(parse(['--boost-day-seconds', '5'])).toMatchObject({ boostDaySeconds: 5 });
    expect(() => parse(['--boost-day-seconds', '0'])).toThrow(UsageError);
    expect(() => parse(['--boost-day-seconds', '86401'])).toThrow(UsageError);
  });

  it('keeps the table in memory and the functions in process for test stages, when asked', () => {
    expect(parse(['--in-memory', '--functions-in-process'])).toMatchObject({
      dynamodbInMemory: true,
      functionsIn: 'process',
    });
    expect(parse(['--in-memory'])).toMatchObject({
      dynamodbInMemory: true,
      functionsIn: 'threads',
    });
  });

  it('pauses each CSV import chunk when asked, so a test can watch a small import run', () => {
    expect(parse(['--import-chunk-pause-ms', '8000'])).toMatchObject({ importChunkPauseMs: 8000 });
    expect(() => parse(['--import-chunk-pause-ms', '-1'])).toThrow(UsageError);
    expect(() => parse(['--import-chunk-pause-ms', '60001'])).toThrow(UsageError);
  });

  it('explains bad input without a stack trace', () => {
    expect(() => parse(['--port', 'abc'])).toThrow(UsageError);
    expect(() => parse(['--frobnicate'])).toThrow(/Unknown option --frobnicate/);
  });
});
