import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { renewListingByLinkRoute } from '#shared/api/routes/renew-listing-by-link';
import type { RenewalAnswer } from '#shared/listing-expiry';
import { pages } from '#shared/pages';
import { callApi } from '../api/client';
import { ApiError } from '../api/fetch-json';
import { PageHead } from '../lib/page-head';
import { pageTitle } from '../lib/site';
import { Button } from '../ui/button';
import { Card } from '../ui/card';
import { PageShell } from '../ui/page-shell';
import { INLINE_ALERT } from '../ui/styles';
import { RENEWAL_PAGE_TEXT as TEXT } from './renewal-copy';

type State =
  | { kind: 'asking' }
  | { kind: 'busy' }
  | { kind: 'done'; answer: RenewalAnswer }
  | { kind: 'refused'; message: string };

/**
 * /listings/renew?token=…: the link in a listing's reminder and expiry e-mails (decision 072).
 * No sign-in: the server checks the token's signature and renews the listing it names, once; a
 * used link says so, an edited or too old one gets the server's own words. A button, not the
 * visit, renews: a mail scanner opening the link changes nothing.
 */
export function RenewalPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [state, setState] = useState<State>({ kind: 'asking' });

  async function renew() {
    setState({ kind: 'busy' });
    try {
      const answer = await callApi(renewListingByLinkRoute, { body: { token } });
      setState({ kind: 'done', answer });
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
            <p role="status">{TEXT.done(state.answer)}</p>
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
                  if (state.kind !== 'busy') void renew();
                }}
              >
                {state.kind === 'busy' ? TEXT.busy : TEXT.confirm}
              </Button>
            </>
          )}
          {state.kind === 'done' || state.kind === 'refused' ? (
            <Button href={pages.myListings.build()} variant="secondary" className="mt-4">
              {TEXT.manage}
            </Button>
          ) : null}
        </Card>
      </PageShell>
    </>
  );
}
