import { writeMailboxFile } from './mailbox-files';
import type { MailProvider } from './mail-message';

/** Mail "sent" on the local stage lands as files the local-only /_local/mailbox page lists. */
export function localMailboxProvider(dir: string): MailProvider {
  return {
    async send(message) {
      const stored = await writeMailboxFile(dir, message);
      return { messageId: stored.id };
    },
  };
}
