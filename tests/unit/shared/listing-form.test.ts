import { describe, expect, it } from 'vitest';
import { vanColourOf } from '#shared/catalogue/colours';
import { photoOfUrl } from '#shared/image-keys';
import {
  LISTING_LIMITS,
  LISTING_MESSAGES,
  listingFormSchema,
  storedLocation,
  type ListingFormInput,
} from '#shared/listing-form';

const NOW = new Date('2026-11-25T12:00:00Z');
const schema = listingFormSchema(NOW);
const photos = ['a1', 'b2', 'c3'];

const valid: ListingFormInput = {
  title: '2020 Ford Transit Custom',
  make: 'Ford',
  model: 'Transit Custom',
  year: 2020,
  engine_size_cc: '',
  mileage: '48,000',
  condition: 'used',
  fuel_type: 'diesel',
  transmission: 'manual',
  body_type: 'panel_van',
  colour: '',
  ulez_compliant: true,
  price: '£16,495',
  price_includes_vat: false,
  price_negotiable: true,
  postcode: 'm19ab',
  location: 'Staines upon Thames',
  seller_type: 'private_seller',
  description: 'x'.repeat(LISTING_LIMITS.minDescription),
  mot_expiry_date: '',
  service_history: '',
  v5c_logbook_available: true,
  hpi_clear: false,
  features: ['Ply Lining', 'Ply Lining'],
  photos,
};

/** The first message for `field` when the form has these values, or undefined when it passes. */
function messageFor(overrides: Partial<ListingFormInput>, field: string): string | undefined {
  const result = schema.safeParse({ ...valid, ...overrides });
  if (result.success) return undefined;
  return result.error.issues.find((issue) => issue.path[0] === field)?.message;
}

describe('the listing form schema (browser and API alike)', () => {
  it('accepts a complete form, reading typed numbers and normalising the postcode', () => {
    const form = schema.parse(valid);
    expect(form).toMatchObject({
      mileage: 48_000,
      price: 16_495,
      engine_size_cc: null,
      postcode: 'M1 9AB',
      mot_expiry_date: null,
      service_history: null,
      features: ['Ply Lining'],
    });
    expect(schema.parse({ ...valid, postcode: 'M1 9AB' }).postcode).toBe('M1 9AB');
  });

  it('takes each limit and refuses one past it, with the field’s message', () => {
    const cases: [Partial<ListingFormInput>, Partial<ListingFormInput>, string, string][] = [
      [{ year: 1900 }, { year: 1899 }, 'year', LISTING_MESSAGES.year(2027)],
      [{ year: 2027 }, { year: 2028 }, 'year', LISTING_MESSAGES.year(2027)],
      [{ mileage: 0 }, { mileage: -1 }, 'mileage', LISTING_MESSAGES.mileage],
      [
        { mileage: LISTING_LIMITS.maxMileage },
        { mileage: LISTING_LIMITS.maxMileage + 1 },
        'mileage',
        LISTING_MESSAGES.mileage,
      ],
      [{ price: 1 }, { price: 0 }, 'price', LISTING_MESSAGES.price],
      [
        { price: LISTING_LIMITS.maxPrice },
        { price: LISTING_LIMITS.maxPrice + 1 },
        'price',
        LISTING_MESSAGES.price,
      ],
      [
        { engine_size_cc: 50 },
        { engine_size_cc: 49 },
        'engine_size_cc',
        LISTING_MESSAGES.engineSize,
      ],
      [
        { description: 'x'.repeat(50) },
        { description: 'x'.repeat(49) },
        'description',
        LISTING_MESSAGES.description,
      ],
      [
        { description: 'x'.repeat(10_000) },
        { description: 'x'.repeat(10_001) },
        'description',
        LISTING_MESSAGES.descriptionLong,
      ],
      [{ title: 't'.repeat(100) }, { title: 't'.repeat(101) }, 'title', LISTING_MESSAGES.titleLong],
      [{ photos: photos }, { photos: photos.slice(0, 2) }, 'photos', LISTING_MESSAGES.minPhotos],
      [
        { photos: Array.from({ length: 10 }, (_, i) => `p${i}`) },
        { photos: Array.from({ length: 11 }, (_, i) => `p${i}`) },
        'photos',
        LISTING_MESSAGES.maxPhotos,
      ],
    ];
    for (const [atLimit, past, field, message] of cases) {
      expect(messageFor(atLimit, field), JSON.stringify(atLimit).slice(0, 60)).toBeUndefined();
      expect(messageFor(past, field), JSON.stringify(past).slice(0, 60)).toBe(message);
    }
  });

  it('refuses what is not a number, a catalogue model or a UK postcode', () => {
    expect(messageFor({ year: 'twenty' }, 'year')).toBe(LISTING_MESSAGES.year(2027));
    expect(messageFor({ mileage: '12.5' }, 'mileage')).toBe(LISTING_MESSAGES.mileage);
    expect(messageFor({ model: 'Golf' }, 'model')).toBe(LISTING_MESSAGES.model);
    expect(messageFor({ make: 'Tesla' }, 'make')).toBe(LISTING_MESSAGES.make);
    expect(messageFor({ postcode: 'SW1A 1AAA' }, 'postcode')).toBe(LISTING_MESSAGES.postcode);
    expect(messageFor({ location: 'Leeds <b>' }, 'location')).toBe(LISTING_MESSAGES.location);
    expect(messageFor({ photos: ['a1', 'a1', 'b2'] }, 'photos')).toBe(
      LISTING_MESSAGES.photoUnknown,
    );
    expect(messageFor({ photos: ['../x', 'b2', 'c3'] }, 'photos')).toBe(
      LISTING_MESSAGES.photoUnknown,
    );
  });

  it('takes a colour from the V5C list, or none, and refuses any other', () => {
    expect(schema.parse({ ...valid, colour: 'Silver' }).colour).toBe('Silver');
    expect(schema.parse({ ...valid, colour: '' }).colour).toBeNull();
    const { colour: _omitted, ...older } = valid;
    expect(schema.parse(older).colour).toBeNull();
    for (const colour of ['Chartreuse', 'silver ', '<b>Red</b>', 7]) {
      const parsed = schema.safeParse({ ...valid, colour });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]).toMatchObject({
        path: ['colour'],
        message: LISTING_MESSAGES.colour,
      });
    }
  });

  it('reads a written colour loosely for the CSV: case, hyphen and US spelling', () => {
    expect(vanColourOf('white')).toBe('White');
    expect(vanColourOf(' MULTI COLOUR ')).toBe('Multi-colour');
    expect(vanColourOf('gray')).toBe('Grey');
    expect(vanColourOf('Chartreuse')).toBeUndefined();
  });

  it('keeps HTML in the description as the text it is', () => {
    const description = `<script>alert(1)</script> ${'x'.repeat(50)}`;
    expect(schema.parse({ ...valid, description }).description).toBe(description);
  });
});

describe('stored forms', () => {
  it('stores a location lower-case and hyphenated', () => {
    expect(storedLocation('  Staines upon Thames ')).toBe('staines-upon-thames');
    expect(storedLocation('Newcastle-upon-Tyne')).toBe('newcastle-upon-tyne');
  });

  it('names a photo by its URL, and says whose files they are', () => {
    expect(photoOfUrl('/images/listings/L1/p-9/640.webp', 'L1')).toEqual({
      id: 'p-9',
      ownFiles: true,
    });
    expect(photoOfUrl('/images/listings/L2/p-9/640.webp', 'L1')).toEqual({
      id: 'p-9',
      ownFiles: false,
    });
    expect(photoOfUrl('/images/stock/front34-white-lwb/640.webp', 'L1')).toEqual({
      id: 'front34-white-lwb',
      ownFiles: false,
    });
    expect(photoOfUrl('https://elsewhere.example/x.jpg', 'L1')).toBeUndefined();
  });
});
