/** An e-mail the product sends (enquiries, moderation results, alerts, verification codes). */
export type MailMessage = {
  to: string | string[];
  /** Defaults to MAIL_FROM (or the VanYard no-reply address). */
  from?: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
};

/** How a mail is kept in the local mailbox: one JSON file per message. */
export type StoredMail = {
  id: string;
  to: string[];
  from: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  receivedAt: string;
};

/** Where mail goes: SES in AWS, the local mailbox on the local stage (MAIL_PROVIDER). */
export type MailProvider = {
  send(message: MailMessage & { from: string }): Promise<{ messageId: string }>;
};

export const DEFAULT_MAIL_FROM = 'VanYard <no-reply@vanyard.co.uk>';
