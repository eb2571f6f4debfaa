import { useSearchParams } from 'react-router-dom';
import { renewListingByLinkRoute } from '#shared/api/routes/renew-listing-by-link';
import { pages } from '#shared/pages';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import { MailLinkPage } from '../ui/mail-link-page';
import { RENEWAL_PAGE_TEXT as TEXT } from './renewal-copy';

/**
 * /listings/renew?token=…: the link in a listing's reminder and expiry e-mails (decision 072).
 * The server checks the token's signature and renews the listing it names, once; a used link
 * says so, an edited or too old one gets the server's own words.
 */
export function RenewalPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <MailLinkPage
      text={TEXT}
      manageHref={pages.myListings.build()}
      act={async () => TEXT.done(await callApi(renewListingByLinkRoute, { body: { token } }))}
      refusal={(error) =>
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : TEXT.failed
      }
    />
  );
}
