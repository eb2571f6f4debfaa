import { join } from 'node:path';
import { readMailboxFiles, writeMailboxFile } from '#lambdas/mail/mailbox-files';
import type { StoredMail } from '#lambdas/mail/mail-message';

export type { StoredMail } from '#lambdas/mail/mail-message';

export type MailToDeliver = {
  to: string | string[];
  from: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

export type Mailbox = {
  dir: string;
  deliver(message: MailToDeliver): Promise<StoredMail>;
  /** Newest first. */
  list(): Promise<StoredMail[]>;
};

export const mailboxDir = (dataDir: string) => join(dataDir, 'mailbox');

/**
 * The local stage's stand-in for SES and Cognito's e-mails: one JSON file per message under
 * `<dataDir>/mailbox/`, the same files the handlers' `local-mailbox` provider writes.
 */
export function createMailbox(dataDir: string): Mailbox {
  const dir = mailboxDir(dataDir);
  return {
    dir,
    deliver: (message) => writeMailboxFile(dir, message),
    list: () => readMailboxFiles(dir),
  };
}
