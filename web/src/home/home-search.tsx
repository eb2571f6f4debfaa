import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { MAKES, makeFromSlug, modelsOf } from '#shared/catalogue/makes';
import { formatPostcode, POSTCODE_INVALID_MESSAGE } from '#shared/postcode';
import { DEFAULT_RADIUS_MILES, RADIUS_CHOICES, type Radius } from '#shared/search/constants';
import type { SearchFilters } from '#shared/search/filters';
import { SEARCH_ERROR_CODES, type SearchResponse } from '#shared/search/response';
import { slugify } from '#shared/slug';
import { CONTROL, ERROR, HINT, LABEL } from '../ui/field-styles';
import { normaliseFilters } from '#shared/search/filter-rules';
import { countButtonLabel } from '../api/live-count';
import { FilterSelect } from '../ui/select';
import { saveFilters } from '../lib/saved-filters';
import { searchHref } from '#shared/pages/results-url';
import { useLiveCount } from '../api/use-live-count';
import { useBuyerPostcode } from '../lib/buyer-postcode';

const MAKE_CHOICES = MAKES.map((make) => ({ value: slugify(make), label: make }));
const RADIUS_OPTIONS: { value: string; label: string }[] = [
  ...RADIUS_CHOICES.map((miles) => ({ value: String(miles), label: `${miles} miles` })),
  { value: 'national', label: 'National' },
];

/** The spec's words for a postcode the geocoder does not know ('Location Not Found'). */
const POSTCODE_NOT_FOUND = 'Could not find coordinates for this postcode';

/**
 * The home page's search: make, model, postcode and radius, with the number of live vans they
 * find on the button. It leads to the results page with exactly the URL the results page's own
 * filter panel would write for the same choices (decision 024). `count`: the unfiltered search
 * the page's loader read on the server, undefined after a navigation.
 */
export function HomeSearch({ count: loadedCount }: { count?: SearchResponse } = {}) {
  const navigate = useNavigate();
  const [make, setMake] = useState<string | undefined>(undefined);
  const [model, setModel] = useState<string | undefined>(undefined);
  // The postcode of the buyer's last search on this device, to save typing it again. Read after
  // hydration (the server cannot know it), so it fills the field until the buyer types.
  const remembered = useBuyerPostcode();
  const [typed, setPostcodeText] = useState<string | null>(null);
  const postcodeText = typed ?? remembered ?? '';
  const [radius, setRadius] = useState<Radius>(DEFAULT_RADIUS_MILES);
  const [showPostcodeError, setShowPostcodeError] = useState(false);

  const postcode = formatPostcode(postcodeText);
  const postcodeBlank = postcodeText.trim() === '';
  const postcodeInvalid = showPostcodeError && !postcodeBlank && !postcode;
  const filters = normaliseFilters({
    make,
    model,
    postcode,
    radius: postcode ? radius : undefined,
  });
  const count = useLiveCount(filters, loadedCount);
  const postcodeUnknown =
    postcode !== undefined &&
    count.status === 'failed' &&
    count.code === SEARCH_ERROR_CODES.postcodeNotFound;

  const makeName = make ? makeFromSlug(make) : undefined;
  const modelChoices = modelsOf(makeName ?? '').map((name) => ({
    value: slugify(name),
    label: name,
  }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!postcodeBlank && !postcode) {
      setShowPostcodeError(true);
      event.currentTarget.querySelector<HTMLInputElement>('#home-postcode')?.focus();
      return;
    }
    const next: SearchFilters = filters;
    saveFilters(next);
    void navigate(searchHref(next));
  }

  const postcodeDescription = postcodeInvalid
    ? 'home-postcode-error'
    : postcodeUnknown
      ? 'home-postcode-unknown'
      : undefined;

  return (
    <form
      aria-labelledby="home-search-heading"
      noValidate
      onSubmit={submit}
      className="rounded-2xl bg-white p-4 text-ink shadow-xl ring-1 ring-black/5 sm:p-6"
    >
      <h2 id="home-search-heading" className="text-lg font-bold text-ink sm:text-xl">
        Find your next van
      </h2>
      {/* Two columns even on a phone: the button stays in the first screen. */}
      <div className="mt-3 grid grid-cols-2 gap-x-3 gap-y-3 sm:mt-4 sm:gap-x-4 sm:gap-y-4">
        <FilterSelect
          id="home-make"
          label="Make"
          anyLabel="Any make"
          value={make}
          options={MAKE_CHOICES}
          onChange={(value) => {
            setMake(value);
            // A model belongs to its make.
            setModel(undefined);
          }}
        />
        <FilterSelect
          id="home-model"
          label="Model"
          anyLabel="Any model"
          value={model}
          disabled={!make}
          hint={make ? undefined : 'Choose a make first'}
          options={modelChoices}
          onChange={setModel}
        />
        <div>
          <label htmlFor="home-postcode" className={LABEL}>
            Postcode
          </label>
          <input
            id="home-postcode"
            type="text"
            value={postcodeText}
            maxLength={16}
            autoComplete="postal-code"
            autoCapitalize="characters"
            placeholder="e.g. N19AB"
            aria-invalid={postcodeInvalid || postcodeUnknown || undefined}
            aria-describedby={postcodeDescription}
            onChange={(event) => {
              setPostcodeText(event.target.value);
              if (showPostcodeError) {
                setShowPostcodeError(
                  event.target.value.trim() !== '' && !formatPostcode(event.target.value),
                );
              }
            }}
            onBlur={() => {
              setShowPostcodeError(!postcodeBlank && !postcode);
              // 'm11ae' reads back as 'M1 1AE', as the results page writes it.
              if (postcode) setPostcodeText(postcode);
            }}
            className={`${CONTROL} uppercase placeholder:normal-case`}
          />
          {postcodeInvalid ? (
            <p id="home-postcode-error" className={ERROR}>
              {POSTCODE_INVALID_MESSAGE}
            </p>
          ) : postcodeUnknown ? (
            <p id="home-postcode-unknown" className={ERROR}>
              {POSTCODE_NOT_FOUND}
            </p>
          ) : null}
        </div>
        <div>
          <label htmlFor="home-radius" className={LABEL}>
            Search radius
          </label>
          <select
            id="home-radius"
            value={String(radius)}
            disabled={!postcode}
            aria-describedby={postcode ? undefined : 'home-radius-hint'}
            onChange={(event) =>
              setRadius(
                event.target.value === 'national'
                  ? 'national'
                  : (Number(event.target.value) as Radius),
              )
            }
            className={CONTROL}
          >
            {RADIUS_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
          {postcode ? null : (
            <p id="home-radius-hint" className={HINT}>
              Enter a postcode first
            </p>
          )}
        </div>
      </div>
      <button
        type="submit"
        aria-busy={count.status === 'counting'}
        className="mt-4 w-full rounded-md border-2 border-accent-400 bg-accent-400 px-6 py-3 text-lg font-bold text-ink hover:border-accent-300 hover:bg-accent-300"
      >
        {countButtonLabel('Search', count, 'Search vans')}
      </button>
    </form>
  );
}
