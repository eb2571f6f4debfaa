import { describe, expect, it } from 'vitest';
import { LISTING_PHOTOS, MODERATION_HOURS } from '#shared/site-facts';
import { GETTING_STARTED, greeting, QUICK_ACTIONS } from './dashboard-content';

describe('QUICK_ACTIONS', () => {
  it('are the four actions with their routes, in order', () => {
    expect(QUICK_ACTIONS.map(({ label, to }) => [label, to])).toEqual([
      ['Add New Listing', '/add-listing'],
      ['View My Listings', '/dashboard/listings'],
      ['Boost a Listing', '/dashboard/listings'],
      ['Profile Settings', '/dashboard/profile'],
    ]);
  });
});

describe('GETTING_STARTED', () => {
  it('quotes the photo range and the moderation time from the site facts', () => {
    const text = GETTING_STARTED.map((step) => `${step.title} ${step.text}`).join('\n');
    expect(text).toContain(`${LISTING_PHOTOS.min}–${LISTING_PHOTOS.max} clear photos`);
    expect(text).toContain(`within ${MODERATION_HOURS} hours`);
    expect(GETTING_STARTED.map((step) => step.title)).toEqual([
      'Complete your profile',
      'Add your first listing',
      'Wait for approval',
      'Consider a boost',
    ]);
  });
});

describe('greeting', () => {
  it('greets by the trimmed name, or without one', () => {
    expect(greeting('  Sam Carter ')).toBe('Welcome back, Sam Carter');
    expect(greeting('')).toBe('Welcome back');
    expect(greeting('   ')).toBe('Welcome back');
    expect(greeting(undefined)).toBe('Welcome back');
    expect(greeting(null)).toBe('Welcome back');
  });
});
