import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readEnv } from '#lambdas/config';

const LAMBDAS = join(import.meta.dirname, '../../../lambdas');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

describe('the environment module (lambdas/config.ts)', () => {
  it('is the only file under lambdas/ that reads process.env', () => {
    const readers = sourceFiles(LAMBDAS)
      .filter((file) =>
        /process\s*\.\s*env|process\s*\[\s*['"]env/.test(readFileSync(file, 'utf8')),
      )
      .map((file) => relative(LAMBDAS, file));
    expect(readers).toEqual(['config.ts']);
  });

  it('validates and defaults what it reads', () => {
    const env = readEnv({
      TABLE_NAME: ' vanyard-dev ',
      LOG_LEVEL: 'loud',
      S3_FORCE_PATH_STYLE: 'true',
      SEARCH_REFRESH_MS: 'soon',
      GEOCODER: '',
    });
    expect(env).toMatchObject({
      TABLE_NAME: 'vanyard-dev',
      STAGE: 'local',
      LOG_LEVEL: 'info',
      S3_FORCE_PATH_STYLE: true,
      SEARCH_REFRESH_MS: undefined,
      GEOCODER: undefined,
    });
    expect(readEnv({ SEARCH_REFRESH_MS: '0', LOG_LEVEL: 'warn' })).toMatchObject({
      SEARCH_REFRESH_MS: 0,
      LOG_LEVEL: 'warn',
    });
  });
});
