import { describe, expect, it } from 'vitest';
import type { UnavailableListingDetail } from '#shared/listing-detail';
import { detailTrail, truncate, unavailableCopy } from './listing-copy';

describe('detail copy', () => {
  const unavailable: UnavailableListingDetail = {
    availability: 'unavailable',
    reason: 'sold',
    path: '/used-vans/ford/transit/2018/leeds/x1',
    id: 'x1',
    year: 2018,
    make: 'Ford',
    model: 'Transit',
    make_slug: 'ford',
    model_slug: 'transit',
  };

  it('words the unavailable view of a listing under review after reports', () => {
    expect(unavailableCopy({ ...unavailable, reason: 'under_review' })).toMatchObject({
      heading: expect.stringMatching(/ is being reviewed$/),
      body: 'We are checking this listing after reports from buyers. It is not shown while we look into it.',
    });
  });

  it('words the unavailable view: sold, or removed', () => {
    expect(unavailableCopy(unavailable)).toEqual({
      heading: 'This 2018 Ford Transit is no longer available',
      body: 'Sorry, this van has been sold and is no longer available for purchase.',
      makeLinkText: 'View other Ford vans',
      makeHref: '/used-vans/ford',
    });
    expect(unavailableCopy({ ...unavailable, reason: 'removed' }).body).toBe(
      'Sorry, this van has been removed and is no longer available for purchase.',
    );
  });

  it('builds the breadcrumb trail down to the location', () => {
    const trail = detailTrail({
      make: 'Ford',
      model: 'Transit Custom',
      location: 'staines-upon-thames',
      make_slug: 'ford',
      model_slug: 'transit-custom',
      location_slug: 'staines-upon-thames',
    });
    expect(trail.map((crumb) => [crumb.label, crumb.href])).toEqual([
      ['Home', '/'],
      ['Used Vans', '/used-vans'],
      ['Ford', '/used-vans/ford'],
      ['Transit Custom', '/used-vans/ford/transit-custom'],
      ['Staines Upon Thames', '/used-vans/ford/transit-custom/staines-upon-thames'],
    ]);
  });

  it('truncates at a word boundary', () => {
    expect(truncate('one two three', 9)).toBe('one two…');
    expect(truncate('short', 9)).toBe('short');
  });
});
