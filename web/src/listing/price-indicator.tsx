import {
  PRICE_INDICATOR_EXPLANATION,
  priceIndicatorSummary,
  type PriceIndicator,
} from '#shared/valuation/price-band';
import { PriceBandBadge } from '../ui/price-band-badge';

/**
 * The van's price band with the comparison behind it, and 'How we work this out' as a
 * disclosure (a native <details>: keyboard operable and announced without script).
 */
export function PriceIndicatorNote({ indicator }: { indicator: PriceIndicator }) {
  return (
    <div data-testid="price-indicator" className="mt-2 text-sm md:text-right">
      <PriceBandBadge band={indicator.band} size="large" />
      <p className="mt-1 text-muted">{priceIndicatorSummary(indicator)}</p>
      <details className="mt-1 text-left">
        <summary className="cursor-pointer font-medium text-brand-700 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 md:text-right">
          {PRICE_INDICATOR_EXPLANATION.title}
        </summary>
        <div className="mt-2 max-w-prose space-y-2 text-ink">
          {PRICE_INDICATOR_EXPLANATION.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </details>
    </div>
  );
}
