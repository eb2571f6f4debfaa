import type { PostConfirmationTriggerEvent } from 'aws-lambda';
import { ACCOUNT_TYPE_ATTRIBUTE, signUpAccountType } from '#shared/auth/account-type';
import { profileStore } from '../account/profile-store';
import { newProfile } from '../account/own-profile';
import { createLogger } from '../platform/logger';

const log = createLogger({ handler: 'post-confirmation' });

/**
 * Cognito's post-confirmation trigger (the local stage calls it after cognito-local confirms a
 * sign-up): gives the new account its profile, a trade dealer's when the trade sign-up set the
 * account type attribute. A confirmed password reset changes nothing.
 * Cognito expects the event back.
 */
export const handler = async (
  event: PostConfirmationTriggerEvent,
): Promise<PostConfirmationTriggerEvent> => {
  if (event.triggerSource !== 'PostConfirmation_ConfirmSignUp') return event;
  const attributes = event.request.userAttributes;
  const id = attributes.sub;
  if (!id) throw new Error('The confirmed user has no sub');
  const sellerType = signUpAccountType(attributes[ACCOUNT_TYPE_ATTRIBUTE]);
  const store = profileStore();
  const profile = newProfile(
    { id, email: attributes.email ?? '', fullName: attributes.name ?? '', sellerType },
    new Date(),
  );
  const created = await store.createProfileIfAbsent(profile);
  // Every trade account has a dealer page from the start (decision 069).
  if (created && sellerType === 'trade_dealer') await store.syncDealerPage(profile);
  log.info(created ? 'Profile created' : 'Profile already there', { userId: id, sellerType });
  return event;
};
