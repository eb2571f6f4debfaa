/**
 * Cognito triggers, defined once: the CDK stack attaches each function to the user pool, and
 * the local stage has cognito-local call the post-confirmation handler through a local Lambda
 * Invoke endpoint, and words its code mails with the custom-message trigger's own function.
 */
import { DEALER_DIRECTORY_PK, DEALER_SLUG_PK_PREFIX, USER_PK_PREFIX } from '#shared/table-keys';
import type { WorkerAccess } from './worker-access';

export const POST_CONFIRMATION_TRIGGER = {
  id: 'PostConfirmation',
  handler: 'post-confirmation',
  description: 'Creates the profile of a newly confirmed account.',
  timeoutSeconds: 10,
  memoryMb: 256,
  // Profiles (conditional puts under USER#{sub}) and a trade account's dealer page: its slug and
  // its directory entry (decision 069).
  access: {
    table: { writeKeyPrefixes: [USER_PK_PREFIX, DEALER_SLUG_PK_PREFIX, DEALER_DIRECTORY_PK] },
  } satisfies WorkerAccess,
} as const;

/** The SSM parameter holding the site's origin, for links in Cognito's mails ('{stage}' filled in). */
export const SITE_ORIGIN_PARAMETER = '/vanyard/{stage}/site-origin';

export const CUSTOM_MESSAGE_TRIGGER = {
  id: 'CustomMessage',
  handler: 'custom-message',
  description: 'Words the mails that carry a Cognito code; links the reset mail to the site.',
  timeoutSeconds: 5,
  memoryMb: 256,
  // No table or bucket: it reads only the site-origin parameter (granted by the construct).
  access: {} satisfies WorkerAccess,
} as const;

/**
 * AWS only: a first Google sign-in whose verified e-mail a password account uses is linked to
 * that account (decision 076). The local stage's Google stand-in applies the same shared rule.
 */
export const PRE_SIGN_UP_TRIGGER = {
  id: 'PreSignUp',
  handler: 'pre-sign-up',
  description: 'Links a first Google sign-in to the password account with the same e-mail.',
  timeoutSeconds: 5,
  memoryMb: 256,
  // No table or bucket: it reads and links users of its own pool (granted by the construct).
  access: {} satisfies WorkerAccess,
} as const;
