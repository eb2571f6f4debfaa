import { useEffect, useState, type FormEvent } from 'react';
import { LISTING_STATE_LABELS } from '#shared/listing-state';
import {
  OWN_LISTING_FLAG_LABELS,
  OWN_LISTING_FLAGS,
  OWN_LISTING_SEARCH_MAX,
  OWN_LISTING_SORT_LABELS,
  OWN_LISTING_SORTS,
  OWN_LISTING_STATE_FILTERS,
  type OwnListingTab,
} from '#shared/own-listings';
import { Button } from '../ui/button';
import { Checkbox } from '../ui/checkbox';
import { FilterSelect, Select } from '../ui/select';
import { CONTROL, LABEL } from '../ui/field-styles';
import { MY_LISTINGS_TEXT } from './my-listings-copy';
import { NO_STOCK_SEARCH, narrowsStock, type StockSearch } from './stock-search';

type StockToolbarProps = {
  tab: OwnListingTab;
  search: StockSearch;
  onChange: (search: StockSearch) => void;
};

/**
 * Search, sort and filters above a tab's listings (decision 071). The search text is sent with
 * its button (or Enter); the order and the filters apply as they change. The state filter is
 * the active tab's (sold listings are their own tab).
 */
export function StockToolbar({ tab, search, onChange }: StockToolbarProps) {
  const [text, setText] = useState(search.q);
  // Back and Forward change the address: the box follows it.
  useEffect(() => setText(search.q), [search.q]);

  function submit(event: FormEvent) {
    event.preventDefault();
    onChange({ ...search, q: text });
  }

  return (
    <div className="mb-4 grid gap-3 rounded-xl border border-slate-200 bg-white p-4">
      <form
        role="search"
        aria-label={MY_LISTINGS_TEXT.searchRegion}
        onSubmit={submit}
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
      >
        <div className="flex-1">
          <label htmlFor="stock-search" className={LABEL}>
            {MY_LISTINGS_TEXT.searchLabel}
          </label>
          <input
            id="stock-search"
            type="search"
            name="q"
            value={text}
            maxLength={OWN_LISTING_SEARCH_MAX}
            placeholder={MY_LISTINGS_TEXT.searchPlaceholder}
            onChange={(event) => setText(event.target.value)}
            className={CONTROL}
          />
        </div>
        <Button type="submit" variant="secondary">
          {MY_LISTINGS_TEXT.searchButton}
        </Button>
      </form>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4 lg:items-end">
        <Select
          id="stock-sort"
          label={MY_LISTINGS_TEXT.sortLabel}
          value={search.sort}
          options={OWN_LISTING_SORTS.map((sort) => ({
            value: sort,
            label: OWN_LISTING_SORT_LABELS[sort],
          }))}
          onChange={(sort) =>
            onChange({ ...search, sort: OWN_LISTING_SORTS.find((s) => s === sort) ?? 'newest' })
          }
        />
        {tab === 'active' ? (
          <FilterSelect
            id="stock-state"
            label={MY_LISTINGS_TEXT.stateLabel}
            anyLabel={MY_LISTINGS_TEXT.anyState}
            value={search.state}
            options={OWN_LISTING_STATE_FILTERS.map((state) => ({
              value: state,
              label: LISTING_STATE_LABELS[state],
            }))}
            onChange={(state) =>
              onChange({ ...search, state: OWN_LISTING_STATE_FILTERS.find((s) => s === state) })
            }
          />
        ) : null}
        <fieldset className="flex flex-wrap gap-x-5 gap-y-1 lg:col-span-2">
          <legend className="sr-only">{MY_LISTINGS_TEXT.filtersLegend}</legend>
          {OWN_LISTING_FLAGS.map((flag) => (
            <Checkbox
              key={flag}
              id={`stock-${flag}`}
              label={OWN_LISTING_FLAG_LABELS[flag]}
              density="filter"
              checked={search[flag]}
              onChange={(checked) => onChange({ ...search, [flag]: checked })}
            />
          ))}
        </fieldset>
      </div>
      {narrowsStock(search) || search.sort !== 'newest' ? (
        <div>
          <Button variant="link" onClick={() => onChange(NO_STOCK_SEARCH)}>
            {MY_LISTINGS_TEXT.clearSearch}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
