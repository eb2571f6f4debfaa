import { pages } from '#shared/pages';

/**
 * The e-mails that carry a Cognito code: one wording for both stages. In AWS the custom-message
 * trigger fills them in with Cognito's code placeholder (Cognito puts the code in); the local
 * stage, whose cognito-local only prints codes, fills them in with the code itself.
 */

/** What the code is for: Cognito's trigger sources without their `CustomMessage_` prefix. */
export type CodePurpose =
  'SignUp' | 'ResendCode' | 'ForgotPassword' | 'UpdateUserAttribute' | 'VerifyUserAttribute';

// Cognito's code lifetimes: a day for confirmations, an hour for a password reset.
const WORDING: Record<
  CodePurpose,
  { subject: string; action: string; expiry: string; link?: string }
> = {
  SignUp: {
    subject: 'Confirm your VanYard account',
    action: 'confirm your e-mail address and finish creating your VanYard account',
    expiry: '24 hours',
  },
  ResendCode: {
    subject: 'Confirm your VanYard account',
    action: 'confirm your e-mail address and finish creating your VanYard account',
    expiry: '24 hours',
  },
  ForgotPassword: {
    subject: 'Reset your VanYard password',
    action: 'reset your VanYard password',
    expiry: 'one hour',
    link: 'Or open this link to set a new password:',
  },
  UpdateUserAttribute: {
    subject: 'Verify your new e-mail address',
    action: 'verify your new e-mail address',
    expiry: '24 hours',
  },
  VerifyUserAttribute: {
    subject: 'Verify your new e-mail address',
    action: 'verify your new e-mail address',
    expiry: '24 hours',
  },
};

export const CODE_PURPOSES = Object.keys(WORDING) as CodePurpose[];

export function isCodePurpose(value: string): value is CodePurpose {
  return Object.hasOwn(WORDING, value);
}

export type AccountCodeMail = { subject: string; text: string; html: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/**
 * The mail for a code. A password reset also links to /auth/update-password with the address
 * and the code in the fragment (the page takes them out of the address bar at once). `code` is the code or
 * Cognito's placeholder for it.
 */
export function accountCodeMail(input: {
  purpose: CodePurpose;
  email: string;
  code: string;
  siteOrigin: string;
}): AccountCodeMail {
  const wording = WORDING[input.purpose];
  const origin = input.siteOrigin.replace(/\/$/, '');
  // Cognito's placeholder must reach Cognito unencoded, so the link is put together by hand. The
  // fields go in the fragment, which browsers never send: no server or CDN log sees the code.
  const link = wording.link
    ? `${origin}${pages.authUpdatePassword.build()}#email=${encodeURIComponent(input.email)}&code=${input.code}`
    : undefined;
  const lines = [
    `Your verification code is ${input.code}`,
    `Enter it to ${wording.action}. It expires in ${wording.expiry}.`,
    ...(link ? [`${wording.link}\n${link}`] : []),
    'If you did not ask for this, you can ignore this e-mail: nothing changes without the code.',
  ];
  const html = [
    `<p>Your verification code is <strong>${escapeHtml(input.code)}</strong></p>`,
    `<p>Enter it to ${escapeHtml(wording.action)}. It expires in ${wording.expiry}.</p>`,
    ...(link
      ? [
          `<p>${escapeHtml(wording.link!)}<br><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
        ]
      : []),
    '<p>If you did not ask for this, you can ignore this e-mail: nothing changes without the code.</p>',
  ].join('\n');
  return { subject: wording.subject, text: lines.join('\n\n'), html };
}
