import { RequireSession } from '../auth/require-session';
import type { SessionUser } from '../auth/session-user';
import { pageTitle } from '../lib/site';
import { usePageMeta } from '../lib/use-page-meta';
import { signedInAs } from './admin-format';
import { AdminStatCards } from './admin-stat-cards';
import { SitemapGenerationCard } from './sitemap-generation-card';

export const ADMIN_PAGE_TITLE = 'Admin Dashboard';

/**
 * /admin, the admin overview: members of the admin group only; others are
 * sent to sign in or home by RequireSession.
 */
export function AdminPage() {
  return <RequireSession role="admin">{(user) => <AdminDashboard user={user} />}</RequireSession>;
}

function AdminDashboard({ user }: { user: SessionUser }) {
  usePageMeta({
    title: pageTitle(ADMIN_PAGE_TITLE),
    description: 'VanYard administration: listing figures and sitemap generation.',
  });
  const identity = signedInAs(user);
  return (
    <div className="bg-slate-50">
      <meta name="robots" content="noindex" />
      <div className="container-page py-8 sm:py-12">
        <header className="border-b border-slate-200 pb-6">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl">
            {ADMIN_PAGE_TITLE}
          </h1>
          <p className="mt-2 break-words text-muted">
            Signed in as <strong className="font-semibold text-ink">{identity.primary}</strong>
            {identity.secondary ? ` (${identity.secondary})` : null}
          </p>
        </header>
        <div className="mt-8 space-y-8">
          <AdminStatCards userId={user.id} />
          <SitemapGenerationCard />
        </div>
      </div>
    </div>
  );
}
