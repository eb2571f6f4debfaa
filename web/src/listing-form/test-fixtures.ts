import type { OwnListing } from '#shared/own-listings';
import { emptyListingValues, type ListingFormValues } from './form-values';
import { newPhoto, type NewPhoto } from './photo-queue';

/** Test data for the listing form's tests. */

export const UPLOAD_IDS = [
  '0b8f6c0e-3c1a-4a57-9a4e-2f0d1c1a0001',
  '0b8f6c0e-3c1a-4a57-9a4e-2f0d1c1a0002',
  '0b8f6c0e-3c1a-4a57-9a4e-2f0d1c1a0003',
  '0b8f6c0e-3c1a-4a57-9a4e-2f0d1c1a0004',
] as const;

export const DESCRIPTION =
  'One owner from new, full Ford service history, new tyres and brakes. Drives perfectly.';

/** A form a seller filled in correctly. */
export function filledValues(overrides: Partial<ListingFormValues> = {}): ListingFormValues {
  return {
    ...emptyListingValues('trade_dealer'),
    title: '2019 Ford Transit Custom 2.0 EcoBlue',
    make: 'Ford',
    model: 'Transit Custom',
    year: '2019',
    engine_size_cc: '1,995',
    mileage: '45,000',
    body_type: 'panel_van',
    ulez_compliant: true,
    price: '£14,995',
    postcode: 'm19ab',
    location: 'Staines upon Thames',
    description: DESCRIPTION,
    features: ['Bluetooth / AUX / USB', 'Ply Lining'],
    ...overrides,
  };
}

export function file(name: string, type: string): File {
  return new File([new Uint8Array(16)], name, { type });
}

/** A picked file's stand-in with any size (File's own size is its bytes). */
export function fakeFile(name: string, type: string, size: number): File {
  const real = new File(['x'], name, { type });
  Object.defineProperty(real, 'size', { value: size });
  return real;
}

/** A new photo at a stage. */
export function uploadAt(
  key: string,
  stage: NewPhoto['stage'],
  extra: Partial<NewPhoto> = {},
): NewPhoto {
  return {
    ...newPhoto(key, file(`${key}.jpg`, 'image/jpeg'), 'image/jpeg'),
    stage,
    ...extra,
  };
}

export const LISTING: OwnListing = {
  id: 'lst_abc123',
  user_id: 'user-1',
  title: 'Tidy Transit Custom',
  make: 'Ford',
  model: 'Transit Custom',
  year: 2019,
  price: 14995,
  price_includes_vat: true,
  price_negotiable: false,
  mileage: 45000,
  fuel_type: 'diesel',
  transmission: 'manual',
  condition: 'used',
  body_type: 'panel_van',
  engine_size_cc: 1995,
  ulez_compliant: true,
  description: DESCRIPTION,
  features: ['Ply Lining', 'Not A Feature Any More'],
  image_urls: [],
  location: 'staines-upon-thames',
  postcode: 'M19AB',
  seller_type: 'private_seller',
  status: 'active',
  approval_status: 'approved',
  homepage_featured: false,
  search_featured: false,
  boost_expires: null,
  mot_expiry_date: '2027-05-01',
  service_history: 'full',
  v5c_logbook_available: true,
  hpi_clear: false,
  views: 10,
  created_at: '2026-01-02T03:04:05.000Z',
  updated_at: '2026-02-03T04:05:06.000Z',
  make_slug: 'ford',
  model_slug: 'transit-custom',
  location_slug: 'staines-upon-thames',
  colour: null,
  photos: [
    { id: 'p1', url: '/images/listings/lst_abc123/p1/640.webp' },
    { id: 'p2', url: '/images/listings/lst_abc123/p2/640.webp' },
    { id: 'p3', url: '/images/listings/lst_abc123/p3/640.webp' },
  ],
  enquiries: 2,
  saves: 0,
  rejection_reason: null,
  expires_at: null,
};
