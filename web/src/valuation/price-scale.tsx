import { formatPrice } from '#shared/format';
import { ADVERTS_LABEL, ESTIMATE_LABEL } from './valuation-explanation';

type Band = { low: number; high: number };

/**
 * The estimate and the advertised prices on one scale, so the gap between them shows at a
 * glance. Decoration: both ranges are written out beside it, so screen readers skip it.
 */
export function PriceScale({ estimate, adverts }: { estimate: Band; adverts: Band }) {
  const min = Math.min(estimate.low, adverts.low);
  const max = Math.max(estimate.high, adverts.high);
  const padding = Math.max((max - min) * 0.08, 100);
  const start = min - padding;
  const span = max + padding - start;
  const at = (pounds: number) => `${((pounds - start) / span) * 100}%`;
  const width = (band: Band) => `${((band.high - band.low) / span) * 100}%`;
  const rows = [
    { label: ESTIMATE_LABEL, band: estimate, bar: 'bg-brand-700' },
    { label: ADVERTS_LABEL, band: adverts, bar: 'bg-accent-500' },
  ];
  return (
    <div aria-hidden="true" className="mt-5 space-y-3">
      {rows.map((row) => (
        <div key={row.label}>
          <div className="text-xs font-medium text-muted">{row.label}</div>
          <div className="relative mt-1 h-3 rounded-full bg-white ring-1 ring-slate-300">
            <div
              className={`absolute inset-y-0 rounded-full ${row.bar}`}
              style={{ left: at(row.band.low), width: width(row.band) }}
            />
          </div>
        </div>
      ))}
      <div className="flex justify-between text-xs text-muted">
        <span>{formatPrice(Math.round(start / 100) * 100)}</span>
        <span>{formatPrice(Math.round((start + span) / 100) * 100)}</span>
      </div>
    </div>
  );
}
