import { resetSfn } from './platform/sfn';
import { resetCognito } from './platform/cognito';
import { resetDynamo } from './platform/dynamo';
import { resetS3 } from './platform/s3';
import { resetGeocoder } from './geocoding/create-geocoder';
import { resetMailer } from './mail/mailer';
import { resetPaymentProvider } from './payment/stage-provider';
import { resetSearchIndex } from './search/projection/search-index-provider';
import { resetSavedSearchState } from './saved-search/stage-deps';
import { resetActivityCounter } from './performance/activity-counter';

/**
 * Forgets what a Lambda container keeps between invocations (SDK clients, the geocoder, the mail
 * provider, the search index), as a new container would start. For the local stage, whose
 * handlers share one process: a stage restarted in the same process (tests) must not reach
 * the previous stage's emulators through clients made for them.
 */
export function resetContainer(): void {
  resetSearchIndex();
  resetGeocoder();
  resetMailer();
  resetDynamo();
  resetS3();
  resetCognito();
  resetSfn();
  resetPaymentProvider();
  resetSavedSearchState();
  resetActivityCounter();
}
