import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MailMessage, StoredMail } from './mail-message';

/**
 * The local mailbox's file format, shared by the handlers' local provider (writing) and the
 * local stage's mailbox page (reading). Names start with the time so a listing sorts by age.
 */
export async function writeMailboxFile(
  dir: string,
  message: MailMessage & { from: string },
  now: Date = new Date(),
): Promise<StoredMail> {
  const stored: StoredMail = {
    id: randomUUID(),
    to: Array.isArray(message.to) ? message.to : [message.to],
    from: message.from,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.replyTo === undefined ? {} : { replyTo: message.replyTo }),
    receivedAt: now.toISOString(),
  };
  await mkdir(dir, { recursive: true });
  const name = `${stored.receivedAt.replace(/[:.]/g, '-')}-${stored.id}.json`;
  // Written aside then renamed, so the mailbox page never reads half a message.
  await writeFile(join(dir, `.${name}.tmp`), JSON.stringify(stored, null, 2));
  await rename(join(dir, `.${name}.tmp`), join(dir, name));
  return stored;
}

/** Every stored mail, newest first; an absent directory is an empty mailbox. */
export async function readMailboxFiles(dir: string): Promise<StoredMail[]> {
  const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const mails = await Promise.all(
    names
      .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
      .map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as StoredMail),
  );
  return mails.sort((a, b) => b.receivedAt.localeCompare(a.receivedAt) || b.id.localeCompare(a.id));
}
