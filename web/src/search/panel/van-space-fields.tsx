import { formatNumber } from '#shared/format';
import type { SearchFilters } from '#shared/search/filters';
import type { SearchFacets } from '#shared/search/response';
import { CAB_TYPES, ROOF_HEIGHTS, VAN_SPEC_LABELS, WHEELBASES } from '#shared/vehicle/van-specs';
import { Checkbox } from '../../ui/checkbox';
import { FilterSelect } from '../../ui/select';
import { facetOptions } from '../facet-options';
import { LoadFitFields } from './load-fit-fields';
import { NumberInput } from './number-input';

type VanSpaceFieldsProps = {
  draft: SearchFilters;
  facets: SearchFacets | undefined;
  set: (patch: Partial<SearchFilters>) => void;
};

const PALLET_CHOICES = [1, 2, 3, 4, 5, 6].map((count) => ({
  value: String(count),
  label: `${count} or more`,
}));
const VOLUME_CHOICES = [3, 5, 6, 8, 10, 12, 15].map((m3) => ({
  value: String(m3),
  label: `${m3} m³ or more`,
}));
const SEAT_CHOICES = [2, 3, 5, 6, 7, 9].map((seats) => ({
  value: String(seats),
  label: `${seats} or more`,
}));

const VAN_FILTER_KEYS = [
  'minEuroPallets',
  'fitLength',
  'carLicence',
  'roofHeight',
  'wheelbase',
  'cabType',
  'minPayload',
  'minLoadLength',
  'minLoadVolume',
  'minSeats',
] as const satisfies readonly (keyof SearchFilters)[];

const toNumber = (value: string | undefined) => (value === undefined ? undefined : Number(value));

/**
 * The 'Load space and weights' group (decision 060): Euro pallets, fits my load, car licence,
 * roof, wheelbase, cab, payload, load length and volume, seats. Closed until opened, open while
 * any of its filters is set.
 */
export function VanSpaceFields({ draft, facets, set }: VanSpaceFieldsProps) {
  const chosen = VAN_FILTER_KEYS.filter((key) => draft[key] !== undefined).length;
  return (
    <details open={chosen > 0 || undefined} className="group rounded-md border border-slate-300">
      <summary className="flex cursor-pointer items-center justify-between rounded-md px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50">
        <span>
          Load space and weights
          {chosen > 0 ? <span className="font-normal text-muted"> ({chosen} set)</span> : null}
        </span>
        <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <div className="space-y-4 border-t border-slate-200 px-3 py-3">
        <FilterSelect
          id="filter-euro-pallets"
          label="Euro pallets that fit"
          hint="1,200 x 800 mm, on the floor between the wheel arches, not stacked"
          anyLabel="Any number"
          value={draft.minEuroPallets === undefined ? undefined : String(draft.minEuroPallets)}
          options={facetOptions(
            PALLET_CHOICES,
            facets?.euroPallets,
            draft.minEuroPallets === undefined ? undefined : String(draft.minEuroPallets),
          )}
          onChange={(value) => set({ minEuroPallets: toNumber(value) })}
        />
        <LoadFitFields
          value={{
            fitLength: draft.fitLength,
            fitWidth: draft.fitWidth,
            fitHeight: draft.fitHeight,
          }}
          onChange={(load) => set(load)}
        />
        <Checkbox
          density="filter"
          id="filter-car-licence"
          label="Can be driven on a car licence"
          hint={`Gross vehicle weight up to 3,500 kg${
            facets ? ` (${formatNumber(facets.carLicence)} vans)` : ''
          }`}
          checked={draft.carLicence === true}
          onChange={(checked) => set({ carLicence: checked ? true : undefined })}
        />
        <ChoiceList
          id="filter-roof"
          legend="Roof height"
          values={ROOF_HEIGHTS}
          labels={VAN_SPEC_LABELS.roof_height}
          selected={draft.roofHeight}
          counts={facets?.roofHeight}
          onChange={(roofHeight) => set({ roofHeight })}
        />
        <ChoiceList
          id="filter-wheelbase"
          legend="Wheelbase"
          values={WHEELBASES}
          labels={VAN_SPEC_LABELS.wheelbase}
          selected={draft.wheelbase}
          counts={facets?.wheelbase}
          onChange={(wheelbase) => set({ wheelbase })}
        />
        <FilterSelect
          id="filter-cab"
          label="Cab"
          anyLabel="Any cab"
          value={draft.cabType}
          options={facetOptions(
            CAB_TYPES.map((cab) => ({ value: cab, label: VAN_SPEC_LABELS.cab_type[cab] })),
            facets?.cabType,
            draft.cabType,
          )}
          onChange={(cabType) => set({ cabType: cabType as SearchFilters['cabType'] })}
        />
        <NumberInput
          id="filter-payload"
          label="Payload at least (kg)"
          placeholder="e.g. 1000"
          value={draft.minPayload}
          onChange={(minPayload) => set({ minPayload: minPayload || undefined })}
        />
        <NumberInput
          id="filter-load-length-min"
          label="Load length at least (mm)"
          placeholder="e.g. 3000"
          value={draft.minLoadLength}
          onChange={(minLoadLength) => set({ minLoadLength: minLoadLength || undefined })}
        />
        <FilterSelect
          id="filter-load-volume"
          label="Load volume"
          anyLabel="Any load volume"
          value={draft.minLoadVolume === undefined ? undefined : String(draft.minLoadVolume)}
          options={VOLUME_CHOICES}
          onChange={(value) => set({ minLoadVolume: toNumber(value) })}
        />
        <FilterSelect
          id="filter-seats"
          label="Seats"
          anyLabel="Any number of seats"
          value={draft.minSeats === undefined ? undefined : String(draft.minSeats)}
          options={SEAT_CHOICES}
          onChange={(value) => set({ minSeats: toNumber(value) })}
        />
      </div>
    </details>
  );
}

type ChoiceListProps<T extends string> = {
  id: string;
  legend: string;
  values: readonly T[];
  labels: Record<T, string>;
  selected: readonly T[] | undefined;
  counts: Partial<Record<T, number>> | undefined;
  onChange: (selected: T[] | undefined) => void;
};

/** Options of which a van may have any: checkboxes with their counts, in the options' order. */
function ChoiceList<T extends string>({
  id,
  legend,
  values,
  labels,
  selected = [],
  counts,
  onChange,
}: ChoiceListProps<T>) {
  const toggle = (value: T, checked: boolean) => {
    const next = values.filter((item) => (item === value ? checked : selected.includes(item)));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">{legend}</legend>
      <ul className="mt-1 space-y-1">
        {values.map((value) => {
          const checked = selected.includes(value);
          const count = counts?.[value] ?? 0;
          const inputId = `${id}-${value}`;
          return (
            <li key={value} className="flex items-center gap-3">
              <input
                id={inputId}
                type="checkbox"
                checked={checked}
                // Nobody picks a dead end; the chosen option stays to be unticked.
                disabled={counts !== undefined && count === 0 && !checked}
                onChange={(event) => toggle(value, event.target.checked)}
                className="size-5 shrink-0 accent-brand-700"
              />
              <label htmlFor={inputId} className="py-1 text-sm text-ink">
                {labels[value]}
                {counts ? <span className="text-muted"> ({formatNumber(count)})</span> : null}
              </label>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
