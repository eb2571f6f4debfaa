import { PRICE_BAND_LABELS, type PriceBand } from '#shared/valuation/price-band';

/** Colours with at least 4.5:1 contrast; the words carry the meaning, never the colour alone. */
const BAND_TONES: Record<PriceBand, string> = {
  great: 'bg-emerald-700 text-white',
  good: 'bg-emerald-100 text-emerald-900',
  fair: 'bg-slate-100 text-slate-800',
  high: 'bg-amber-100 text-amber-900',
};

/** 'Great price', 'Good price', 'Fair price' or 'High price' (shared/valuation/price-band.ts). */
export function PriceBandBadge({
  band,
  size = 'small',
}: {
  band: PriceBand;
  size?: 'small' | 'large';
}) {
  return (
    <span
      data-testid="price-band"
      data-band={band}
      className={`inline-block rounded-full font-semibold ${BAND_TONES[band]} ${size === 'large' ? 'px-3 py-1 text-sm' : 'px-2 py-0.5 text-xs'}`}
    >
      {PRICE_BAND_LABELS[band]}
    </span>
  );
}
