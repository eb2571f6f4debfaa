import { formatPrice } from '#shared/format';
import type { PriceBin } from '#shared/valuation/market';

const WIDTH = 320;
const HEIGHT = 120;
const GAP = 6;

/**
 * Asking prices of the similar vans as a small histogram. The bars are decoration for
 * sighted readers; the same figures are in the table screen readers get.
 */
export function PriceChart({ bins }: { bins: readonly PriceBin[] }) {
  const most = Math.max(...bins.map((bin) => bin.count), 1);
  const barWidth = (WIDTH - GAP * (bins.length - 1)) / bins.length;
  return (
    <figure className="mt-4">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + 18}`}
        className="h-auto w-full max-w-md"
        aria-hidden="true"
        focusable="false"
      >
        {bins.map((bin, i) => {
          const height = Math.max(2, (bin.count / most) * HEIGHT);
          const x = i * (barWidth + GAP);
          return (
            <g key={bin.from}>
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={height}
                rx={3}
                className="fill-brand-600"
              />
              <text
                x={x + barWidth / 2}
                y={HEIGHT + 14}
                textAnchor="middle"
                className="fill-slate-700 text-[10px]"
              >
                {compactPounds(bin.from)}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption className="mt-1 text-sm text-muted">Asking prices of the similar vans</figcaption>
      <table className="sr-only">
        <caption>Similar vans by asking price</caption>
        <thead>
          <tr>
            <th scope="col">Asking price</th>
            <th scope="col">Vans</th>
          </tr>
        </thead>
        <tbody>
          {bins.map((bin) => (
            <tr key={bin.from}>
              <td>
                {formatPrice(bin.from)} to {formatPrice(bin.to)}
              </td>
              <td>{bin.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

/** 12500 -> '£12.5k', 900 -> '£900': short enough for a bar's label. */
function compactPounds(pounds: number): string {
  return pounds >= 1000 ? `£${Number((pounds / 1000).toFixed(1))}k` : `£${pounds}`;
}
