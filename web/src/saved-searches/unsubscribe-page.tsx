import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { unsubscribeSavedSearchRoute } from '#shared/api/routes/unsubscribe-saved-search';
import { pages } from '#shared/pages';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import { PageHead } from '../lib/page-head';
import { pageTitle } from '../lib/site';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { PageShell } from '../ui/page-shell';
import { INLINE_ALERT } from '../ui/styles';
import { UNSUBSCRIBE_TEXT as TEXT } from './saved-searches-copy';

type State =
  | { kind: 'asking' }
  | { kind: 'busy' }
  | { kind: 'done'; name: string }
  | { kind: 'refused'; message: string };

/**
 * /saved-searches/unsubscribe?token=…: the link in every alert e-mail. No sign-in: the server
 * checks the token's signature and pauses the search it names; a link that does not verify gets
 * the server's own words. A button, not the visit itself, stops the e-mails, so a mail scanner
 * opening the link changes nothing.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'asking' });

  async function unsubscribe() {
    setState({ kind: 'busy' });
    try {
      const { name } = await callApi(unsubscribeSavedSearchRoute, { body: { token } });
      setState({ kind: 'done', name });
    } catch (error) {
      const known = error instanceof ApiError && error.status >= 400 && error.status < 500;
      setState({ kind: 'refused', message: known ? error.message : TEXT.failed });
    }
  }

  return (
    <>
      <PageHead
        title={pageTitle(TEXT.heading)}
        description={TEXT.metaDescription}
        robots="noindex"
      />
      <PageShell title={TEXT.heading}>
        <Card className="mt-6 max-w-2xl">
          {state.kind === 'done' ? (
            <p role="status">{TEXT.done(state.name)}</p>
          ) : state.kind === 'refused' ? (
            <p role="alert" className={INLINE_ALERT}>
              {state.message}
            </p>
          ) : (
            <>
              <p>{TEXT.lead}</p>
              <Button
                className="mt-4"
                aria-disabled={state.kind === 'busy' || undefined}
                onClick={() => {
                  if (state.kind !== 'busy') void unsubscribe();
                }}
              >
                {state.kind === 'busy' ? TEXT.busy : TEXT.confirm}
              </Button>
            </>
          )}
          {state.kind === 'done' || state.kind === 'refused' ? (
            <Button href={pages.savedSearches.build()} variant="secondary" className="mt-4">
              {TEXT.manage}
            </Button>
          ) : null}
        </Card>
      </PageShell>
    </>
  );
}
