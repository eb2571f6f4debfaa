import { makeFromSlug, modelFromSlug } from '#shared/catalogue/makes';
import { formatLocation, formatNumber } from '#shared/format';
import { POSTCODE_HINT } from '#shared/postcode';
import { DEFAULT_RADIUS_MILES, type Radius } from '#shared/search/constants';
import type { SearchFilters } from '#shared/search/filters';
import type { FilterGroup, SearchAlternative, SearchResponse } from '#shared/search/response';
import { pageTitle } from '../lib/site';
import type { Crumb } from '../lib/saved-filters';
import { searchHref } from '#shared/pages/results-url';
import { pages } from '#shared/pages';
import { bodyConfigName, bodyConfigOf } from '#shared/search/body-config';

/** Display names of the make, model and location slugs of a filter set. */
export function searchNames(filters: SearchFilters): {
  make?: string;
  model?: string;
  location?: string;
} {
  const make = filters.make ? makeFromSlug(filters.make) : undefined;
  const model = make && filters.model ? modelFromSlug(make, filters.model) : undefined;
  const location = filters.location ? formatLocation(filters.location) : undefined;
  return { make, model, location };
}

/**
 * 'Used Vans for Sale', 'Used Ford Vans for Sale' or 'Used Ford Transit for Sale', with
 * ' in Leeds' when a location is chosen.
 */
export function searchHeading(filters: SearchFilters): string {
  const { make, model, location } = searchNames(filters);
  const config = browsedConfig(filters);
  if (make && model && config) return `Used ${make} ${model} ${config} Vans for Sale`;
  const what = make && model ? `${make} ${model}` : make ? `${make} Vans` : 'Vans';
  return `Used ${what} for Sale${location ? ` in ${location}` : ''}`;
}

export function searchTitle(filters: SearchFilters): string {
  return pageTitle(searchHeading(filters));
}

/**
 * 'LWB High Roof' on a browse page (make, model and one wheelbase and roof, no location: the
 * filter sets searchHref gives a path of their own).
 */
function browsedConfig(filters: SearchFilters): string | undefined {
  const config = bodyConfigOf(filters);
  if (!config || !filters.make || !filters.model || filters.location) return undefined;
  return bodyConfigName(config).replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
}

export function searchDescription(filters: SearchFilters): string {
  const { make, model, location } = searchNames(filters);
  const config = browsedConfig(filters);
  if (make && model && config) {
    const name = bodyConfigName(bodyConfigOf(filters)!);
    return `Browse used ${make} ${model} ${name} vans for sale across the UK, with their load space, payload and the Euro pallets that fit, from private sellers and trade dealers.`;
  }
  const what = make ? `used ${make}${model ? ` ${model}` : ''} vans` : 'used vans';
  const where = location ? ` in ${location}` : ' across the UK';
  return `Browse ${what} for sale${where} from private sellers and trade dealers. Filter by price, mileage, year, fuel type and ULEZ compliance, or search by postcode.`;
}

/** '1 van found', '1,234 vans found', with the postcode search it came from. */
export function countLine(total: number, origin: SearchResponse['origin']): string {
  const count = `${formatNumber(total)} ${total === 1 ? 'van' : 'vans'} found`;
  if (!origin) return count;
  if (origin.radius === 'national' || origin.radius === null) {
    return `${count}, nearest first from ${origin.postcode}`;
  }
  return `${count} within ${origin.radius} miles of ${origin.postcode}`;
}

/** The hint under a valid postcode: the spec's own words for the default radius. */
export function radiusHint(radius: Radius): string {
  if (radius === 'national') return 'Searches all vans, nearest to this location first';
  if (radius === DEFAULT_RADIUS_MILES) return POSTCODE_HINT;
  return `Searches for vans within ${radius} miles of this location`;
}

/** How the empty state names each filter group it suggests removing. */
const GROUP_NAMES: Record<FilterGroup, string> = {
  make: 'make',
  model: 'model',
  location: 'location',
  search: 'keywords',
  radius: 'distance',
  year: 'year',
  price: 'price',
  goodPrice: 'good price or better',
  mileage: 'mileage',
  engine: 'engine size',
  condition: 'condition',
  fuelType: 'fuel type',
  transmission: 'transmission',
  bodyType: 'body type',
  sellerType: 'seller type',
  features: 'features',
  ulezCompliant: 'ULEZ',
  priceIncludesVat: 'price includes VAT',
  priceNegotiable: 'price negotiable',
  motExpiryDate: 'MOT expiry',
  serviceHistory: 'service history',
  v5cLogbookAvailable: 'V5C logbook',
  hpiClear: 'HPI clear',
  payload: 'payload',
  loadLength: 'load length',
  loadVolume: 'load volume',
  roofHeight: 'roof height',
  wheelbase: 'wheelbase',
  cabType: 'cab type',
  seats: 'seats',
  carLicence: 'car licence',
  euroPallets: 'Euro pallets',
  fitsLoad: 'fits my load',
};

/** 'Remove the price filter to see 12 vans'; the radius is widened, not removed. */
export function relaxSuggestion(relax: NonNullable<SearchResponse['relax']>): string {
  const vans = `${formatNumber(relax.total)} ${relax.total === 1 ? 'van' : 'vans'}`;
  if (relax.filter === 'radius') return `Search the whole of the UK to see ${vans}`;
  return `Remove the ${GROUP_NAMES[relax.filter]} filter to see ${vans}`;
}

/**
 * Home > Used Vans > make > model > location. The make crumb resets every other filter; so does
 * the model crumb, keeping only make and model.
 */
export function breadcrumbTrail(filters: SearchFilters): Crumb[] {
  const { make, model, location } = searchNames(filters);
  const trail: Crumb[] = [
    { label: 'Home', href: pages.home.build(), kind: 'home' },
    { label: 'Used Vans', href: pages.usedVans.build(), kind: 'root' },
  ];
  if (make) trail.push({ label: make, href: searchHref({ make: filters.make }), kind: 'make' });
  if (make && model) {
    trail.push({
      label: model,
      href: searchHref({ make: filters.make, model: filters.model }),
      kind: 'model',
    });
  }
  if (location) {
    trail.push({
      label: location,
      href: searchHref({ make: filters.make, model: filters.model, location: filters.location }),
      kind: 'location',
    });
  }
  return trail;
}

/** 'Ford Transit vans', 'Ford vans', or 'vans', with 'matching' when other filters apply. */
function alternativeSubject(filters: SearchFilters): string {
  const { make, model } = searchNames(filters);
  const what = make && model ? `${make} ${model} vans` : make ? `${make} vans` : 'vans';
  const others = Object.keys(filters).some(
    (key) => !['make', 'model', 'postcode', 'radius'].includes(key),
  );
  return others ? `matching ${what}` : what;
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The heading of what an empty town page shows instead (decision 024): 'Nearest Ford Transit
 * vans to Leeds', 'Ford Transit vans elsewhere in the UK'.
 */
export function alternativeHeading(
  alternative: Pick<SearchAlternative, 'kind' | 'filters' | 'near'>,
): string {
  const subject = alternativeSubject(alternative.filters);
  if (alternative.kind === 'elsewhere') return `${capitalise(subject)} elsewhere in the UK`;
  const { near } = alternative;
  if (!near) return `${capitalise(subject)} in other places`;
  const place = near.kind === 'town' ? formatLocation(near.name) : near.name;
  return `Nearest ${subject} to ${place}`;
}

/** The link under the cards to all of them: 'See all Ford Transit vans (14)'. */
export function alternativeLink(alternative: Pick<SearchAlternative, 'filters' | 'total'>): string {
  return `See all ${alternativeSubject(alternative.filters)} (${formatNumber(alternative.total)})`;
}
