import { describe, expect, it } from 'vitest';
import type { SearchCard } from '#shared/search/response';
import { breadcrumbListJsonLd } from '../lib/structured-data';
import { breadcrumbTrail } from './search-copy';
import { itemListJsonLd } from './structured-data';

const ORIGIN = 'https://vanyard.example';

function card(index: number): SearchCard {
  return {
    id: `id${index}`,
    title: `2019 Ford Transit ${index}`,
    headline: null,
    make: 'Ford',
    model: 'Transit',
    year: 2019,
    price: 10000,
    price_includes_vat: false,
    mileage: 50000,
    fuel_type: 'diesel',
    transmission: 'manual',
    location: 'Leeds',
    seller_type: 'trade_dealer',
    ulez_compliant: true,
    image_url: null,
    featured: false,
    path: `/used-vans/ford/transit/2019/leeds/id${index}`,
    distance_miles: null,
  };
}

describe('structured data', () => {
  it('lists the breadcrumbs with absolute URLs', () => {
    const data = breadcrumbListJsonLd(breadcrumbTrail({ make: 'ford' }), ORIGIN);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://vanyard.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Used Vans',
          item: 'https://vanyard.example/used-vans',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Ford',
          item: 'https://vanyard.example/used-vans/ford',
        },
      ],
    });
  });

  it('lists every card of the page, in order', () => {
    const data = itemListJsonLd(
      Array.from({ length: 24 }, (_, index) => card(index)),
      ORIGIN,
    );
    expect(data.itemListElement).toHaveLength(24);
    expect(data.itemListElement[23]).toMatchObject({ position: 24, name: '2019 Ford Transit 23' });
    expect(data.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: 'https://vanyard.example/used-vans/ford/transit/2019/leeds/id0',
      name: '2019 Ford Transit 0',
    });
  });
});
