import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMailbox } from '#infra/local/stage/mailbox';
import { renderMailboxPage } from '#infra/local/stage/gateway/mailbox-page';
import { mailProviderFromEnv } from '#lambdas/mail/mailer';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'vy-mailbox-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  vi.useRealTimers();
  dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true }));
});

describe('local mailbox', () => {
  it('is empty before the first mail', async () => {
    expect(await createMailbox(tempDir()).list()).toEqual([]);
  });

  it('keeps every mail, newest first', async () => {
    const mailbox = createMailbox(tempDir());
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00Z'));
    await mailbox.deliver({
      to: 'a@example.com',
      from: 'x@vanyard.test',
      subject: 'First',
      text: 'one',
    });
    vi.setSystemTime(new Date('2026-05-01T10:00:05Z'));
    await mailbox.deliver({
      to: ['b@example.com', 'c@example.com'],
      from: 'x@vanyard.test',
      subject: 'Second',
      text: 'two',
      replyTo: 'r@example.com',
    });
    const mails = await mailbox.list();
    expect(mails.map((mail) => mail.subject)).toEqual(['Second', 'First']);
    expect(mails[0]).toMatchObject({
      to: ['b@example.com', 'c@example.com'],
      replyTo: 'r@example.com',
      receivedAt: '2026-05-01T10:00:05.000Z',
    });
  });

  it("reads the mails the handlers' local-mailbox provider writes", async () => {
    const dataDir = tempDir();
    const mailbox = createMailbox(dataDir);
    const provider = mailProviderFromEnv({
      MAIL_PROVIDER: 'local-mailbox',
      LOCAL_MAILBOX_DIR: mailbox.dir,
    });
    const { messageId } = await provider.send({
      to: 'seller@example.com',
      from: 'VanYard <no-reply@vanyard.co.uk>',
      subject: 'New enquiry',
      text: 'Is it still for sale?',
    });
    const [mail] = await mailbox.list();
    expect(mail).toMatchObject({
      id: messageId,
      to: ['seller@example.com'],
      subject: 'New enquiry',
    });
  });

  it('renders the page with content escaped', () => {
    const html = renderMailboxPage([
      {
        id: '1',
        to: ['a@example.com'],
        from: 'x',
        subject: '<script>alert(1)</script>',
        text: 'Code 123',
        receivedAt: '2026-05-01T10:00:00.000Z',
      },
    ]);
    expect(html).toContain('&#60;script&#62;');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('Code 123');
  });
});

describe('mailProviderFromEnv', () => {
  it('refuses an unknown provider and needs a directory for the local one', () => {
    expect(() => mailProviderFromEnv({ MAIL_PROVIDER: 'carrier-pigeon' })).toThrow(
      /Unknown MAIL_PROVIDER/,
    );
    expect(() => mailProviderFromEnv({ MAIL_PROVIDER: 'local-mailbox' })).toThrow(
      /LOCAL_MAILBOX_DIR/,
    );
  });
});
