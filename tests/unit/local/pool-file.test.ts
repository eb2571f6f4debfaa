import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  refuseDisabledAccounts,
  USER_DISABLED_MESSAGE,
} from '#infra/local/stage/auth/disabled-accounts';
import { readPoolUsers } from '#infra/local/stage/auth/pool-file';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const POOL = JSON.stringify({
  Users: {
    'sub-1': {
      Username: 'sub-1',
      Enabled: false,
      Attributes: [{ Name: 'email', Value: 'jo@example.org' }],
    },
  },
});

function poolPath(): string {
  const dir = mkdtempSync(join(tmpdir(), 'vanyard-pool-file-'));
  dirs.push(dir);
  return join(dir, 'pool.json');
}

/** The file as cognito-local leaves it mid-save, completed a moment later. */
function halfWritten(file: string): void {
  writeFileSync(file, POOL.slice(0, POOL.length / 2));
  setTimeout(() => writeFileSync(file, POOL), 120);
}

describe("cognito-local's pool file", () => {
  it('has no users before cognito-local writes it', async () => {
    expect(await readPoolUsers(poolPath())).toEqual([]);
  });

  it('is read again while half written, until it parses', async () => {
    const file = poolPath();
    halfWritten(file);
    expect((await readPoolUsers(file)).map((user) => user.Username)).toEqual(['sub-1']);
  });

  it('keeps a disabled account out while its pool is being saved', async () => {
    const file = poolPath();
    halfWritten(file);
    const refuse = refuseDisabledAccounts({ file });
    expect(
      await refuse({
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: 'jo@example.org', PASSWORD: 'x' },
      } as never),
    ).toBe(USER_DISABLED_MESSAGE);
  });
});
