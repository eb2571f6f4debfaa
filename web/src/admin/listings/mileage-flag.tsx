import type { MileageFlag } from '#shared/vehicle/mot-advert';
import { formatMileage } from '#shared/format';
import { ukDateText } from '#shared/uk-date';
import { Badge } from '../../ui/badge';

export const MILEAGE_FLAG_LABEL = 'Mileage below MOT record';

/** The moderation queue's badge: the advert's mileage below the stored MOT record. */
export function MileageFlagBadge({ flag }: { flag: MileageFlag | null | undefined }) {
  return flag ? <Badge tone="negative">{MILEAGE_FLAG_LABEL}</Badge> : null;
}

/** The review's note with both figures, so a moderator weighs it before approving. */
export function MileageFlagNote({ flag }: { flag: MileageFlag | null | undefined }) {
  if (!flag) return null;
  return (
    <p
      data-testid="mileage-flag"
      className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm break-words text-red-900"
    >
      <span className="font-semibold">{MILEAGE_FLAG_LABEL}: </span>
      advertised {formatMileage(flag.advertised)}, but the MOT test on{' '}
      {ukDateText(flag.last_reading_date)} recorded {formatMileage(flag.last_reading)}. Possible
      clocking: buyers see a warning on the advert.
    </p>
  );
}
