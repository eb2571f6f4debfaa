import { useSearchParams } from 'react-router-dom';
import { unsubscribeSavedSearchRoute } from '#shared/api/routes/unsubscribe-saved-search';
import { pages } from '#shared/pages';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import { MailLinkPage } from '../ui/mail-link-page';
import { UNSUBSCRIBE_TEXT as TEXT } from './saved-searches-copy';

/**
 * /saved-searches/unsubscribe?token=…: the link in every alert e-mail. No sign-in: the server
 * checks the token's signature and pauses the search it names; a link that does not verify gets
 * the server's own words.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  return (
    <MailLinkPage
      text={TEXT}
      manageHref={pages.savedSearches.build()}
      act={async () => {
        const { name } = await callApi(unsubscribeSavedSearchRoute, { body: { token } });
        return TEXT.done(name);
      }}
      refusal={(error) =>
        error instanceof ApiError && error.status >= 400 && error.status < 500
          ? error.message
          : TEXT.failed
      }
    />
  );
}
