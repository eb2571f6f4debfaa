import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { linkFederatedSignUp } from '../account/link-federated-sign-up';
import { cognito, federatedPool } from '../platform/cognito';
import { createLogger } from '../platform/logger';

const log = createLogger({ handler: 'pre-sign-up' });

/**
 * Cognito's pre-sign-up trigger (AWS only; the local stage's Google stand-in applies the same
 * rule itself): links a first Google sign-in to the password account with its verified e-mail.
 */
export const handler = async (event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> => {
  const result = await linkFederatedSignUp(event, federatedPool(cognito(), event.userPoolId));
  log.info('Pre sign-up', { triggerSource: event.triggerSource, userName: event.userName });
  return result;
};
