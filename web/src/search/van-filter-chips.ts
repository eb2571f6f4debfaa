import { formatNumber } from '#shared/format';
import type { SearchFilters } from '#shared/search/filters';
import { withValues } from '#shared/search/filter-rules';
import { VAN_SPEC_LABELS } from '#shared/vehicle/van-specs';

type Add = (key: string, label: string, without: SearchFilters) => void;

const pallets = (count: number) => `${count} Euro ${count === 1 ? 'pallet' : 'pallets'}`;

/** 'Fits at least 3 Euro pallets', 'Fits a load of 2,400 x 1,200 mm' and the rest (decision 060). */
export function vanFilterChips(filters: SearchFilters, add: Add): void {
  if (filters.minEuroPallets !== undefined) {
    add(
      'minEuroPallets',
      `Fits at least ${pallets(filters.minEuroPallets)}`,
      withValues(filters, { minEuroPallets: undefined }),
    );
  }
  const { fitLength, fitWidth, fitHeight } = filters;
  if (fitLength !== undefined && fitWidth !== undefined) {
    const size = [fitLength, fitWidth, fitHeight].flatMap((mm) =>
      mm === undefined ? [] : [formatNumber(mm)],
    );
    add(
      'fitsLoad',
      `Fits a load of ${size.join(' x ')} mm`,
      withValues(filters, { fitLength: undefined, fitWidth: undefined, fitHeight: undefined }),
    );
  }
  if (filters.carLicence) {
    add(
      'carLicence',
      'Can be driven on a car licence',
      withValues(filters, { carLicence: undefined }),
    );
  }
  for (const roof of filters.roofHeight ?? []) {
    const rest = filters.roofHeight!.filter((other) => other !== roof);
    add(
      `roofHeight-${roof}`,
      `${VAN_SPEC_LABELS.roof_height[roof]} roof`,
      withValues(filters, { roofHeight: rest.length > 0 ? rest : undefined }),
    );
  }
  for (const wheelbase of filters.wheelbase ?? []) {
    const rest = filters.wheelbase!.filter((other) => other !== wheelbase);
    add(
      `wheelbase-${wheelbase}`,
      `${VAN_SPEC_LABELS.wheelbase[wheelbase]} wheelbase`,
      withValues(filters, { wheelbase: rest.length > 0 ? rest : undefined }),
    );
  }
  if (filters.cabType) {
    add(
      'cabType',
      VAN_SPEC_LABELS.cab_type[filters.cabType],
      withValues(filters, { cabType: undefined }),
    );
  }
  const minimums = [
    ['minPayload', (v: number) => `Payload at least ${formatNumber(v)} kg`],
    ['minLoadLength', (v: number) => `Load length at least ${formatNumber(v)} mm`],
    ['minLoadVolume', (v: number) => `Load volume at least ${v} m³`],
    ['minSeats', (v: number) => `At least ${v} seats`],
  ] as const;
  for (const [key, label] of minimums) {
    const value = filters[key];
    if (value !== undefined) add(key, label(value), withValues(filters, { [key]: undefined }));
  }
}
