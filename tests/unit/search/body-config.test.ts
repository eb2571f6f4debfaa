import { describe, expect, it } from 'vitest';
import { resolvedTowns } from '#infra/local/demo-data/places/locations';
import { categoryPages } from '#lambdas/sitemap/sitemap-entries';
import { searchHref } from '#shared/pages/results-url';
import {
  BODY_CONFIG_SLUGS,
  bodyConfigFromSlug,
  bodyConfigName,
  bodyConfigSlug,
} from '#shared/search/body-config';
import { slugify } from '#shared/slug';
import { ROOF_HEIGHTS, WHEELBASES } from '#shared/vehicle/van-specs';
import { parseSearchUrl } from '#web/search/search-url';
import { aSearchDoc } from './search-doc-fixture';

describe('browse pages of body configurations', () => {
  it('has one slug per wheelbase and roof, read back to the same configuration', () => {
    expect(BODY_CONFIG_SLUGS).toHaveLength(WHEELBASES.length * ROOF_HEIGHTS.length);
    for (const wheelbase of WHEELBASES) {
      for (const roofHeight of ROOF_HEIGHTS) {
        const slug = bodyConfigSlug({ wheelbase, roofHeight });
        expect(slugify(slug)).toBe(slug);
        expect(bodyConfigFromSlug(slug)).toEqual({ wheelbase, roofHeight });
      }
    }
    expect(bodyConfigName({ wheelbase: 'lwb', roofHeight: 'super_high' })).toBe(
      'LWB super high roof',
    );
  });

  it('reserves slugs no place has: every UK town of the demo data reads as a location', () => {
    const towns = resolvedTowns().map((town) => slugify(town.location));
    expect(towns.length).toBeGreaterThan(50);
    for (const slug of BODY_CONFIG_SLUGS) {
      expect(slug).toMatch(/-roof$/);
      expect(towns).not.toContain(slug);
    }
    for (const town of towns.slice(0, 40)) {
      const parsed = parseSearchUrl({ make: 'ford', model: 'transit', location: town }, '');
      expect(parsed).toMatchObject({ kind: 'ok', filters: { location: town } });
    }
  });

  it('reads /used-vans/ford/transit/lwb-high-roof as a configuration, and builds it back', () => {
    const parsed = parseSearchUrl(
      { make: 'ford', model: 'transit', location: 'lwb-high-roof' },
      '',
    );
    expect(parsed).toEqual({
      kind: 'ok',
      filters: { make: 'ford', model: 'transit', wheelbase: ['lwb'], roofHeight: ['high'] },
      dropped: [],
      href: '/used-vans/ford/transit/lwb-high-roof',
    });
    const filters = { make: 'ford', model: 'transit', wheelbase: ['lwb' as const] };
    expect(searchHref({ ...filters, roofHeight: ['high'], minEuroPallets: 3 })).toBe(
      '/used-vans/ford/transit/lwb-high-roof?minEuroPallets=3',
    );
    // Two roofs, a location, or no model: no browse page, the query string says it.
    expect(searchHref({ ...filters, roofHeight: ['high', 'super_high'] })).toBe(
      '/used-vans/ford/transit?roofHeight=high%2Csuper_high&wheelbase=lwb',
    );
    expect(searchHref({ ...filters, roofHeight: ['high'], location: 'leeds' })).toBe(
      '/used-vans/ford/transit/leeds?roofHeight=high&wheelbase=lwb',
    );
    expect(searchHref({ make: 'ford', wheelbase: ['lwb'], roofHeight: ['high'] })).toBe(
      '/used-vans/ford?roofHeight=high&wheelbase=lwb',
    );
    // A configuration slug never stands for a place, even one a seller typed.
    expect(searchHref({ make: 'ford', model: 'transit', location: 'lwb-high-roof' })).toBe(
      '/used-vans/ford/transit?location=lwb-high-roof',
    );
  });

  it('lists a browse page in the sitemap once it has three live vans', () => {
    const transit = (wheelbase: 'lwb' | 'mwb', version: number) =>
      aSearchDoc({ make: 'Ford', model: 'Transit', wheelbase, roof_height: 'high', version });
    const paths = (docs: ReturnType<typeof transit>[]) =>
      categoryPages(docs).map((page) => page.path);
    const docs = [transit('lwb', 1), transit('lwb', 2), transit('mwb', 3)];
    expect(paths(docs)).not.toContain('/used-vans/ford/transit/lwb-high-roof');
    const more = [...docs, transit('lwb', 9)];
    expect(categoryPages(more)).toContainEqual({
      path: '/used-vans/ford/transit/lwb-high-roof',
      lastmod: 9,
    });
    expect(paths(more)).not.toContain('/used-vans/ford/transit/mwb-high-roof');
  });
});
