import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  seededMarker,
  seedOnFirstStart,
  type SeedDemoData,
} from '#infra/local/demo-data/seed-on-first-start';

const dirs: string[] = [];
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

function run(dataDir: string, seeder: SeedDemoData | undefined, log: string[] = []) {
  return seedOnFirstStart({
    dataDir,
    deps: {} as Parameters<SeedDemoData>[0],
    count: 4,
    seed: 9,
    log: (line) => log.push(line),
    loadSeeder: async () => seeder,
  });
}

describe('seedOnFirstStart', () => {
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'vy-seed-'));
    dirs.push(dir);
    return dir;
  };

  it('seeds once, then leaves the data alone on later starts', async () => {
    const dataDir = tempDir();
    const seeder = vi.fn<SeedDemoData>(async (_deps, options) => {
      options.onProgress?.(4, 4);
      return { listings: 4, images: 12 };
    });
    expect(await run(dataDir, seeder)).toBe('seeded');
    expect(seeder).toHaveBeenCalledWith({}, expect.objectContaining({ count: 4, seed: 9 }));
    expect(JSON.parse(readFileSync(seededMarker(dataDir), 'utf8'))).toMatchObject({
      count: 4,
      seed: 9,
      listings: 4,
      images: 12,
    });
    expect(await run(dataDir, seeder)).toBe('already-seeded');
    expect(seeder).toHaveBeenCalledTimes(1);
  });

  it('seeds again next time when seeding failed part-way', async () => {
    const dataDir = tempDir();
    await expect(run(dataDir, async () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(existsSync(seededMarker(dataDir))).toBe(false);
  });

  it('warns and carries on while the seed module does not exist', async () => {
    const log: string[] = [];
    expect(await run(tempDir(), undefined, log)).toBe('unavailable');
    expect(log.join('\n')).toMatch(/not seeded/);
  });
});
