import { Link, useLocation } from 'react-router-dom';
import { isPagePath } from '#shared/pages/match';
import { RequireSession } from '../auth/require-session';
import { NotFoundPage } from '../ui/not-found-page';
import { InfoPage } from '../ui/info-page';
import { pages } from '#shared/pages';

/**
 * Every other path under /dashboard or /admin. Protected like the pages that exist (signed-out
 * visitors sign in and come back; /admin/* is for admins), so nobody learns more signed out. A
 * page of the product not yet opened (my listings, boosts, moderation) says so and leads back;
 * any other path is the 404 page.
 */
export function NotReadyPage({ area }: { area: 'dashboard' | 'admin' }) {
  const { pathname } = useLocation();
  return (
    <RequireSession role={area === 'admin' ? 'admin' : 'user'}>
      {() =>
        isPagePath(pathname) ? (
          <InfoPage
            title="Not open yet"
            description="This part of VanYard is not open yet."
            path={pathname}
            lead="This part of VanYard is on its way and not open yet."
          >
            <div className="prose-vy">
              <p>
                {area === 'admin' ? (
                  <>
                    Go back to the <Link to={pages.admin.build()}>Admin Dashboard</Link> for the
                    live figures and the sitemaps.
                  </>
                ) : (
                  <>
                    Go back to your <Link to={pages.dashboard.build()}>dashboard</Link>, or keep
                    your <Link to={pages.dashboardProfile.build()}>profile</Link> up to date for
                    buyers.
                  </>
                )}
              </p>
            </div>
          </InfoPage>
        ) : (
          <NotFoundPage />
        )
      }
    </RequireSession>
  );
}
