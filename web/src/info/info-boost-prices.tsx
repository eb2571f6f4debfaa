import {
  BOOST_DURATIONS_DAYS,
  BOOST_LABELS,
  BOOST_PRICES_PENCE,
  BOOST_TYPES,
  DEFAULT_BOOST_DAYS,
} from '#shared/boosts';
import { formatMoney } from '#shared/format';

/**
 * The boost price list as a table: one row a duration, one column a boost.
 * Every figure comes from shared/boosts.ts, the list the checkout charges.
 */
export function InfoBoostPrices({ caption }: { caption: string }) {
  return (
    <div className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm sm:text-base">
        <caption className="border-b border-slate-200 px-3 py-3 sm:px-4 text-left font-semibold text-ink">
          {caption}
        </caption>
        <thead className="bg-brand-50 text-ink">
          <tr>
            <th scope="col" className="px-3 py-3 sm:px-4 font-semibold">
              Duration
            </th>
            {BOOST_TYPES.map((type) => (
              <th key={type} scope="col" className="px-3 py-3 sm:px-4 font-semibold">
                {BOOST_LABELS[type]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {BOOST_DURATIONS_DAYS.map((days) => (
            <tr key={days} className="border-t border-slate-200">
              <th scope="row" className="px-3 py-3 sm:px-4 font-medium text-ink">
                {days} days
                {days === DEFAULT_BOOST_DAYS ? (
                  <span className="ml-2 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-800">
                    Default
                  </span>
                ) : null}
              </th>
              {BOOST_TYPES.map((type) => (
                <td key={type} className="px-3 py-3 sm:px-4 text-ink tabular-nums">
                  {formatMoney(BOOST_PRICES_PENCE[type][days] / 100)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
