import { env, readEnv, type EnvSource } from '../config';
import { localMailboxProvider } from './local-mailbox-provider';
import { DEFAULT_MAIL_FROM, type MailMessage, type MailProvider } from './mail-message';
import { sesProvider } from './ses-provider';

export type { MailMessage } from './mail-message';

/** The provider named by MAIL_PROVIDER: `ses` (deployed stages) or `local-mailbox`. */
export function mailProviderFromEnv(source?: EnvSource): MailProvider {
  const { MAIL_PROVIDER, LOCAL_MAILBOX_DIR } = readEnv(source);
  const name = MAIL_PROVIDER ?? 'ses';
  if (name === 'ses') return sesProvider();
  if (name === 'local-mailbox') {
    const dir = LOCAL_MAILBOX_DIR;
    if (!dir)
      throw new Error(
        'Missing environment variable LOCAL_MAILBOX_DIR (MAIL_PROVIDER=local-mailbox)',
      );
    return localMailboxProvider(dir);
  }
  throw new Error(`Unknown MAIL_PROVIDER "${name}": use "ses" or "local-mailbox".`);
}

let provider: MailProvider | undefined;

export function resetMailer(): void {
  provider = undefined;
}

/**
 * Sends one e-mail through the configured provider. Handlers call only this, so none of them
 * knows which stage it runs on.
 */
export function sendMail(message: MailMessage): Promise<{ messageId: string }> {
  provider ??= mailProviderFromEnv();
  return provider.send({
    ...message,
    from: message.from ?? env.mailFrom ?? DEFAULT_MAIL_FROM,
  });
}
