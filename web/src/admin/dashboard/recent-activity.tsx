import { useId } from 'react';
import { RECENT_ACTIVITY_ITEMS, type Activity } from '#shared/admin/dashboard';
import { SKELETON, CARD, CARD_HEADING } from '../../ui/styles';
import { adminDateTime } from '../ui/format';
import { UNAVAILABLE, type DashboardState } from './dashboard-state';
import { TextLink } from '../../ui/text-link';

export const RECENT_ACTIVITY_TITLE = 'Recent Activity';
export const NO_ACTIVITY = 'No recent activity';

const TH = 'py-2 pr-3 text-left text-xs font-semibold tracking-wide text-muted uppercase';

/**
 * Recent Activity (spec 02 section 2): the newest new listings, new users and payments, newest
 * first, in a table of Date and Event; an event is a link to its admin page when it has one.
 */
export function RecentActivity({ state }: { state: DashboardState }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={state.status === 'loading'} className={CARD}>
      <h2 id={headingId} className={CARD_HEADING}>
        {RECENT_ACTIVITY_TITLE}
      </h2>
      {state.status === 'loading' ? (
        <div className="mt-4 space-y-3">
          <span className="sr-only">Loading…</span>
          {Array.from({ length: RECENT_ACTIVITY_ITEMS }, (_, i) => (
            <div key={i} aria-hidden="true" className={`${SKELETON} h-6 w-full`} />
          ))}
        </div>
      ) : state.status === 'unavailable' ? (
        <p className="mt-4 font-semibold text-muted">{UNAVAILABLE}</p>
      ) : state.stats.recentActivity.length === 0 ? (
        <p className="mt-4 text-ink">{NO_ACTIVITY}</p>
      ) : (
        <ActivityTable activity={state.stats.recentActivity} labelledBy={headingId} />
      )}
    </section>
  );
}

function ActivityTable({ activity, labelledBy }: { activity: Activity[]; labelledBy: string }) {
  return (
    <table aria-labelledby={labelledBy} className="mt-3 w-full table-fixed border-collapse text-sm">
      <thead className="border-b border-slate-300">
        <tr>
          <th scope="col" className={`${TH} w-[38%] sm:w-48`}>
            Date
          </th>
          <th scope="col" className={TH}>
            Event
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {activity.map((entry) => (
          <tr key={`${entry.at}#${entry.kind}#${entry.href ?? entry.text}`}>
            <td className="py-2.5 pr-3 align-top text-muted tabular-nums">
              <time dateTime={entry.at}>{adminDateTime(entry.at)}</time>
            </td>
            <td className="py-2.5 align-top break-words text-ink">
              {entry.href ? <TextLink to={entry.href}>{entry.text}</TextLink> : entry.text}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
