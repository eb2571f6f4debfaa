/**
 * Cognito triggers, defined once: the CDK stack attaches each function to the user pool, and
 * the local stage calls the same handler where cognito-local would (it has no triggers).
 */
import type { WorkerAccess } from './worker-access';

export const PROFILE_KEY_PREFIX = 'USER#';

export const POST_CONFIRMATION_TRIGGER = {
  id: 'PostConfirmation',
  handler: 'post-confirmation',
  description: 'Creates the profile of a newly confirmed account.',
  timeoutSeconds: 10,
  memoryMb: 256,
  // Profiles only: conditional puts under USER#{sub}.
  access: { table: { writeKeyPrefixes: [PROFILE_KEY_PREFIX] } } satisfies WorkerAccess,
} as const;
