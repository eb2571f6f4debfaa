import { Link } from 'react-router-dom';
import { savedVansRoute } from '#shared/api/routes/saved-vans';
import { pages } from '#shared/pages';
import { searchHref } from '#shared/pages/results-url';
import { useApi } from '../api/use-api';
import { useSavedVans } from '../api/use-saved-vans';
import type { ReturnState } from '../auth/require-session';
import { useSession } from '../auth/session-store';
import type { SessionUser } from '../auth/session-user';
import { PageHead } from '../lib/page-head';
import { removeStoredSaved, useBrowserSaved } from '../lib/saved-vans-store';
import { pageTitle } from '../lib/site';
import { cardClass } from '../ui/card';
import { PageShell } from '../ui/page-shell';
import { RetryAlert } from '../ui/retry-alert';
import { TEXT_LINK_INLINE } from '../ui/styles';
import { SAVED_COPY } from './saved-copy';
import { SavedVanItem } from './saved-van-item';
import { accountViews, browserViews, type SavedView } from './saved-view';
import { useBrowserSavedCards } from './use-browser-saved-cards';

/** The widest grid has 3 columns: the first 3 cards are the first row. */
const FIRST_ROW = 3;

function SavedList({ vans, onRemove }: { vans: SavedView[]; onRemove: (id: string) => void }) {
  if (vans.length === 0) {
    return (
      <div className={cardClass({ padding: 'roomy', className: 'mt-6' })}>
        <h2 className="text-xl font-bold text-ink">{SAVED_COPY.empty}</h2>
        <p className="mt-2 text-muted">{SAVED_COPY.emptyHint}</p>
        <p className="mt-3">
          <Link to={searchHref({})} className={TEXT_LINK_INLINE}>
            {SAVED_COPY.search}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <h2 className="mt-6 text-lg font-semibold text-ink">{SAVED_COPY.count(vans.length)}</h2>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2 sm:gap-5 xl:grid-cols-3">
        {vans.map((van, index) => (
          <li key={van.id}>
            <SavedVanItem van={van} eager={index < FIRST_ROW} onRemove={onRemove} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Loading() {
  return (
    <p role="status" className="mt-6 text-muted">
      {SAVED_COPY.loading}
    </p>
  );
}

function AccountSaved({ user }: { user: SessionUser }) {
  const answer = useApi(savedVansRoute, {}, { userId: user.id });
  const saved = useSavedVans();
  if (answer.error && !answer.data) {
    return (
      <div className="mt-6">
        <RetryAlert message={SAVED_COPY.failed} onRetry={() => void answer.mutate()} />
      </div>
    );
  }
  if (!answer.data) return <Loading />;
  const remove = (id: string) => {
    const van = answer.data?.items.find((item) => item.id === id);
    if (van) void saved.toggle({ id, title: van.title, price: van.price_at_save });
  };
  return <SavedList vans={accountViews(answer.data.items)} onRemove={remove} />;
}

function BrowserSaved() {
  const entries = useBrowserSaved();
  const cards = useBrowserSavedCards(entries.map((entry) => entry.id));
  return (
    <>
      <p className="mt-4 rounded-md border border-brand-200 bg-brand-50 p-3 text-ink">
        {SAVED_COPY.browserOnly}{' '}
        <Link
          to={pages.authLogin.build()}
          state={{ from: pages.saved.build() } satisfies ReturnState}
          className={TEXT_LINK_INLINE}
        >
          {SAVED_COPY.signInToKeep}
        </Link>
        .
      </p>
      {entries.length > 0 && cards.error && !cards.data ? (
        <div className="mt-6">
          <RetryAlert message={SAVED_COPY.failed} onRetry={() => void cards.mutate()} />
        </div>
      ) : entries.length > 0 && !cards.data ? (
        <Loading />
      ) : (
        <SavedList vans={browserViews(entries, cards.data ?? [])} onRemove={removeStoredSaved} />
      )}
    </>
  );
}

/**
 * /saved: the account's saved vans when signed in, this browser's when not (with an invitation
 * to sign in and keep them on every device). Nothing of either on the server: both are the
 * visitor's own, known only in the browser.
 */
export function SavedPage() {
  const session = useSession();
  return (
    <>
      <PageHead
        title={pageTitle(SAVED_COPY.title)}
        description={SAVED_COPY.description}
        robots="noindex"
      />
      <PageShell
        trail={[{ label: 'Home', href: pages.home.build() }, { label: SAVED_COPY.title }]}
        title={SAVED_COPY.title}
        lead={SAVED_COPY.lead}
      >
        {session.status === 'signed-in' ? (
          <AccountSaved user={session.user} />
        ) : session.status === 'signed-out' ? (
          <BrowserSaved />
        ) : (
          <Loading />
        )}
      </PageShell>
    </>
  );
}
