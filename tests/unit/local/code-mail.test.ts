import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mailCodesFromPool } from '#infra/local/stage/auth/code-mail';
import type { Mailbox, MailToDeliver } from '#infra/local/stage/mailbox';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const POOL = {
  Users: {
    'sub-1': {
      Username: 'sub-1',
      Attributes: [{ Name: 'email', Value: 'jo@example.org' }],
      ConfirmationCode: '123456',
    },
  },
};

function setUp() {
  const dir = mkdtempSync(join(tmpdir(), 'vanyard-code-mail-'));
  dirs.push(dir);
  const file = join(dir, 'pool.json');
  const delivered: MailToDeliver[] = [];
  const logged: string[] = [];
  const mailbox = {
    deliver: async (message: MailToDeliver) => {
      delivered.push(message);
      return {} as never;
    },
  } as unknown as Mailbox;
  const onCodeSent = mailCodesFromPool({
    file,
    mailbox,
    siteOrigin: 'http://localhost:4000',
    log: (line) => logged.push(line),
  });
  return { file, delivered, logged, onCodeSent };
}

const signUp = { operation: 'SignUp' as const, request: {}, response: { UserSub: 'sub-1' } };

describe('mailCodesFromPool', () => {
  it('mails the code of the user cognito-local just signed up', async () => {
    const { file, delivered, onCodeSent } = setUp();
    writeFileSync(file, JSON.stringify(POOL));
    await onCodeSent(signUp);
    expect(delivered).toEqual([expect.objectContaining({ to: 'jo@example.org' })]);
    expect(delivered[0]!.text).toContain('123456');
  });

  // cognito-local saves the pool with a plain fs.writeFile: while another request's save is under
  // way (two browsers signing up at once), the file can be read half written.
  it('reads the pool again while it is half written by another save', async () => {
    const { file, delivered, logged, onCodeSent } = setUp();
    const whole = JSON.stringify(POOL, null, 2);
    writeFileSync(file, whole.slice(0, whole.length / 2));
    setTimeout(() => writeFileSync(file, whole), 100);
    await onCodeSent(signUp);
    expect(logged).toEqual([]);
    expect(delivered).toEqual([expect.objectContaining({ to: 'jo@example.org' })]);
  });

  it('says so, in the end, when the pool holds no code for the user', async () => {
    const { file, delivered, logged, onCodeSent } = setUp();
    writeFileSync(file, JSON.stringify({ Users: {} }));
    await onCodeSent(signUp);
    expect(delivered).toEqual([]);
    expect(logged).toEqual(['No code to mail after SignUp for sub-1']);
  });
});
