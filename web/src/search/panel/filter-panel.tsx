import { useEffect, useEffectEvent } from 'react';
import {
  BODY_TYPES,
  CONDITIONS,
  FUEL_TYPES,
  LABELS,
  MAKES,
  SELLER_TYPES,
  SERVICE_HISTORIES,
  TRANSMISSIONS,
  makeFromSlug,
  modelsOf,
} from '#shared/catalogue';
import { formatLocation, formatMileage, formatNumber, formatPrice } from '#shared/format';
import {
  ENGINE_BANDS,
  LOCATION_MAX_LENGTH,
  MILEAGE_LIMIT,
  PRICE_LIMIT,
  SEARCH_TEXT_MAX_LENGTH,
  yearScale,
} from '#shared/search/constants';
import type { SearchFilters } from '#shared/search/filters';
import { GOOD_PRICE_FILTER_LABEL } from '#shared/valuation/price-band';
import type { SearchFacets } from '#shared/search/response';
import { slugify } from '#shared/slug';
import { facetOptions } from '../facet-options';
import { withMake, withModel, withPostcode, withValues } from '#shared/search/filter-rules';
import { engineBandIndex } from '../range-values';
import { Checkbox } from '../../ui/checkbox';
import { FeaturesField } from './features-field';
import { VanSpaceFields } from './van-space-fields';
import { CONTROL, LABEL } from '../../ui/field-styles';
import { UkDateFilter } from '../../forms/uk-date-field';
import { PostcodeField } from './postcode-field';
import { RangeField } from './range-field';
import { FilterSelect } from '../../ui/select';
import { TextField } from './text-field';
import { useFilterDraft, type ApplyMode } from './use-filter-draft';

export const FILTER_FORM_ID = 'filter-form';

type FilterPanelProps = {
  applied: SearchFilters;
  /** Counts for the current results; undefined until the first answer. */
  facets: SearchFacets | undefined;
  /** The oldest model year in stock, the year slider's low end; undefined until known. */
  oldestYear: number | null | undefined;
  mode: ApplyMode;
  onApply: (filters: SearchFilters) => void;
  /** Told of every change of the draft (the drawer counts what applying it would show). */
  onDraftChange?: (draft: SearchFilters) => void;
};

const choices = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const MAKE_CHOICES = MAKES.map((make) => ({ value: slugify(make), label: make }));
// The top of the price and mileage scales is no limit: vans above them are not left out.
const PRICE_SCALE_LABELS = [
  formatPrice(PRICE_LIMIT.min),
  `${formatPrice(PRICE_LIMIT.max)}+`,
] as const;
const MILEAGE_SCALE_LABELS = [
  formatMileage(MILEAGE_LIMIT.min),
  `${formatNumber(MILEAGE_LIMIT.max)}+ miles`,
] as const;

/** Every filter of the search: make, model, price, year, mileage and the rest, plus body type and keywords. */
export function FilterPanel({
  applied,
  facets,
  oldestYear,
  mode,
  onApply,
  onDraftChange,
}: FilterPanelProps) {
  const { draft, edit, applyNow } = useFilterDraft(applied, mode, onApply);
  const reportDraft = useEffectEvent((current: SearchFilters) => onDraftChange?.(current));
  useEffect(() => reportDraft(draft), [draft]);
  const set = (patch: Partial<SearchFilters>) => edit(withValues(draft, patch));
  const makeName = draft.make ? makeFromSlug(draft.make) : undefined;
  const modelChoices = modelsOf(makeName ?? '').map((model) => ({
    value: slugify(model),
    label: model,
  }));
  const engineBand = engineBandIndex(draft.minEngineCc, draft.maxEngineCc);

  return (
    <form
      id={FILTER_FORM_ID}
      aria-label="Filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        applyNow();
      }}
      className="space-y-5"
    >
      <FilterSelect
        id="filter-make"
        label="Make"
        anyLabel="Any make"
        value={draft.make}
        options={facetOptions(MAKE_CHOICES, facets?.make, draft.make)}
        onChange={(make) => edit(withMake(draft, make))}
      />
      <FilterSelect
        id="filter-model"
        label="Model"
        anyLabel="Any model"
        value={draft.model}
        disabled={!draft.make}
        hint={draft.make ? undefined : 'Choose a make first'}
        // Counts are for the applied make: none while a new make is still only in the draft.
        options={facetOptions(
          modelChoices,
          draft.make === applied.make ? facets?.model : undefined,
          draft.model,
        )}
        onChange={(model) => edit(withModel(draft, model))}
      />
      <TextField
        id="filter-keywords"
        label="Keywords"
        value={draft.search}
        normalise={(text) => text.trim()}
        display={(value) => value}
        maxLength={SEARCH_TEXT_MAX_LENGTH}
        placeholder="e.g. tail lift"
        onChange={(search) => set({ search })}
      />
      <PostcodeField
        postcode={draft.postcode}
        radius={draft.radius}
        onPostcode={(postcode) => {
          const next = withPostcode(draft, postcode);
          // A valid postcode searches at once, with radius 50, so nobody has to pick a radius first.
          if (mode === 'auto') applyNow(next);
          else edit(next);
        }}
        onRadius={(radius) => set({ radius })}
      />
      <TextField
        id="filter-location"
        label="Location"
        value={draft.location}
        normalise={slugify}
        display={formatLocation}
        maxLength={LOCATION_MAX_LENGTH}
        placeholder="Town or city"
        autoComplete="address-level2"
        onChange={(location) => set({ location })}
      />
      <RangeField
        id="filter-price"
        legend="Price"
        ends={['Min price', 'Max price']}
        prefix="£"
        value={{ min: draft.minPrice, max: draft.maxPrice }}
        limits={PRICE_LIMIT}
        format={formatPrice}
        scaleLabels={PRICE_SCALE_LABELS}
        onChange={({ min, max }) => set({ minPrice: min, maxPrice: max })}
      />
      <div className="space-y-1">
        <Checkbox
          density="filter"
          id="filter-price-includes-vat"
          label="Price includes VAT"
          checked={draft.priceIncludesVat === true}
          onChange={(checked) => set({ priceIncludesVat: checked || undefined })}
        />
        <Checkbox
          density="filter"
          id="filter-price-negotiable"
          label="Price negotiable"
          checked={draft.priceNegotiable === true}
          onChange={(checked) => set({ priceNegotiable: checked || undefined })}
        />
      </div>
      <RangeField
        id="filter-mileage"
        legend="Mileage"
        ends={['Min mileage', 'Max mileage']}
        value={{ min: draft.minMileage, max: draft.maxMileage }}
        limits={MILEAGE_LIMIT}
        format={formatMileage}
        scaleLabels={MILEAGE_SCALE_LABELS}
        onChange={({ min, max }) => set({ minMileage: min, maxMileage: max })}
      />
      <RangeField
        id="filter-year"
        legend="Year"
        ends={['From year', 'To year']}
        value={{ min: draft.minYear, max: draft.maxYear }}
        limits={yearScale(oldestYear)}
        format={String}
        onChange={({ min, max }) => set({ minYear: min, maxYear: max })}
      />
      <FilterSelect
        id="filter-condition"
        label="Condition"
        anyLabel="Any condition"
        value={draft.condition}
        options={facetOptions(choices(CONDITIONS, LABELS.condition), undefined, draft.condition)}
        onChange={(condition) => set({ condition: condition as SearchFilters['condition'] })}
      />
      <FilterSelect
        id="filter-fuel-type"
        label="Fuel type"
        anyLabel="Any fuel type"
        value={draft.fuelType}
        options={facetOptions(
          choices(FUEL_TYPES, LABELS.fuel_type),
          facets?.fuelType,
          draft.fuelType,
        )}
        onChange={(fuelType) => set({ fuelType: fuelType as SearchFilters['fuelType'] })}
      />
      <FilterSelect
        id="filter-transmission"
        label="Transmission"
        anyLabel="Any transmission"
        value={draft.transmission}
        options={facetOptions(
          choices(TRANSMISSIONS, LABELS.transmission),
          facets?.transmission,
          draft.transmission,
        )}
        onChange={(transmission) =>
          set({ transmission: transmission as SearchFilters['transmission'] })
        }
      />
      <FilterSelect
        id="filter-body-type"
        label="Body type"
        anyLabel="Any body type"
        value={draft.bodyType}
        options={facetOptions(
          choices(BODY_TYPES, LABELS.body_type),
          facets?.bodyType,
          draft.bodyType,
        )}
        onChange={(bodyType) => set({ bodyType: bodyType as SearchFilters['bodyType'] })}
      />
      <VanSpaceFields draft={draft} facets={facets} set={set} />
      <div>
        <label htmlFor="filter-engine" className={LABEL}>
          Engine size
        </label>
        <select
          id="filter-engine"
          value={engineBand === undefined ? '' : String(engineBand)}
          onChange={(event) => {
            const band = ENGINE_BANDS[Number(event.target.value)];
            set({
              minEngineCc: event.target.value === '' ? undefined : band?.min,
              maxEngineCc: event.target.value === '' ? undefined : band?.max,
            });
          }}
          className={CONTROL}
        >
          <option value="">Any engine size</option>
          {ENGINE_BANDS.map((band, index) => (
            <option key={band.label} value={index}>
              {band.label}
            </option>
          ))}
          {engineBand === -1 ? (
            <option value="-1" disabled>
              {`${draft.minEngineCc ?? 0} to ${draft.maxEngineCc ?? 'any'} cc`}
            </option>
          ) : null}
        </select>
      </div>
      <Checkbox
        density="filter"
        id="filter-good-price"
        label={`${GOOD_PRICE_FILTER_LABEL}${facets ? ` (${formatNumber(facets.goodPrice)} vans)` : ''}`}
        checked={draft.goodPrice === true}
        onChange={(checked) => set({ goodPrice: checked ? true : undefined })}
      />
      <Checkbox
        density="filter"
        id="filter-ulez"
        label="ULEZ compliant"
        checked={draft.ulezCompliant === true}
        onChange={(checked) => set({ ulezCompliant: checked || undefined })}
      />
      <FilterSelect
        id="filter-seller-type"
        label="Seller type"
        anyLabel="Any seller"
        value={draft.sellerType}
        options={facetOptions(
          choices(SELLER_TYPES, LABELS.seller_type),
          facets?.sellerType,
          draft.sellerType,
        )}
        onChange={(sellerType) => set({ sellerType: sellerType as SearchFilters['sellerType'] })}
      />
      <FeaturesField selected={draft.features ?? []} onChange={(features) => set({ features })} />
      <UkDateFilter
        id="filter-mot"
        label="MOT expiry date"
        hint="MOT valid until at least this date"
        value={draft.motExpiryDate ?? ''}
        // A half-typed or impossible date is no filter yet.
        onCommit={(date) => set({ motExpiryDate: date || undefined })}
      />
      <FilterSelect
        id="filter-service-history"
        label="Service history"
        anyLabel="Any service history"
        value={draft.serviceHistory}
        options={facetOptions(
          choices(SERVICE_HISTORIES, LABELS.service_history),
          undefined,
          draft.serviceHistory,
        )}
        onChange={(serviceHistory) =>
          set({ serviceHistory: serviceHistory as SearchFilters['serviceHistory'] })
        }
      />
      <div className="space-y-1">
        <Checkbox
          density="filter"
          id="filter-v5c"
          label="V5C logbook available"
          checked={draft.v5cLogbookAvailable === true}
          onChange={(checked) => set({ v5cLogbookAvailable: checked || undefined })}
        />
        <Checkbox
          density="filter"
          id="filter-hpi-clear"
          label="HPI clear"
          checked={draft.hpiClear === true}
          onChange={(checked) => set({ hpiClear: checked || undefined })}
        />
      </div>
    </form>
  );
}
