import { describe, expect, it } from 'vitest';
import {
  FORM_FIELD_NAMES,
  listingChanges,
  photoChanges,
} from '#lambdas/listing/admin/listing-changes';
import { rejectionMail } from '#lambdas/listing/admin/rejection-mail';
import { aListing } from '../../support/listing-fixture';
import { nextVersion } from '#lambdas/listing/listing-writer';

describe('listingChanges: what an edit changed since the approved version', () => {
  const approved = aListing({ id: 'van-1' });

  it('is empty when nothing a form sets changed (status, views and versions are not changes)', () => {
    expect(
      listingChanges(approved, {
        ...approved,
        status: 'sold',
        approval_status: 'pending',
        views: 99,
        updated_at: '2027-01-01T00:00:00.000Z',
      }),
    ).toEqual([]);
  });

  it('names each changed field with the form’s label and readable values', () => {
    const edited = {
      ...approved,
      price: 13_500,
      mileage: 64_250,
      fuel_type: 'electric' as const,
      ulez_compliant: null,
      price_negotiable: false,
      location: 'staines-upon-thames',
      mot_expiry_date: null,
      engine_size_cc: 2198,
      features: [],
      body_type: 'luton' as const,
    };
    expect(listingChanges(approved, edited)).toEqual([
      { field: 'engine_size_cc', label: 'Engine Size (CC)', before: '1,995 cc', after: '2,198 cc' },
      { field: 'mileage', label: 'Mileage', before: '62,000 miles', after: '64,250 miles' },
      { field: 'fuel_type', label: 'Fuel Type', before: 'Diesel', after: 'Electric' },
      { field: 'body_type', label: 'Body Type', before: 'Panel Van', after: 'Luton' },
      { field: 'ulez_compliant', label: 'ULEZ Compliant', before: 'Yes', after: 'Not given' },
      { field: 'price', label: 'Price (£)', before: '£14,995', after: '£13,500' },
      { field: 'price_negotiable', label: 'Price negotiable', before: 'Yes', after: 'No' },
      { field: 'location', label: 'Location', before: 'Leeds', after: 'Staines Upon Thames' },
      {
        field: 'mot_expiry_date',
        label: 'MOT Expiry Date',
        before: '1 May 2027',
        after: 'Not given',
      },
      {
        field: 'features',
        label: 'Features',
        before: 'Bluetooth / AUX / USB, Ply Lining',
        after: 'None',
      },
    ]);
  });

  it('names the van specification’s changes with the full plate, and an unset field as not given', () => {
    const before = { ...approved, registration: undefined, wheelbase: undefined };
    expect(listingChanges(before, { ...before, registration: null, wheelbase: null })).toEqual([]);
    expect(
      listingChanges(before, {
        ...before,
        registration: 'AB19CDE',
        wheelbase: 'lwb',
        payload_kg: 1200,
      }),
    ).toEqual([
      { field: 'registration', label: 'Registration', before: 'Not given', after: 'AB19 CDE' },
      { field: 'wheelbase', label: 'Wheelbase', before: 'Not given', after: 'Long (LWB, L3)' },
      { field: 'payload_kg', label: 'Payload (kg)', before: expect.any(String), after: '1,200 kg' },
    ]);
  });

  it('covers every field of the seller’s form but the photos', () => {
    expect(FORM_FIELD_NAMES).toEqual([
      'title',
      'make',
      'model',
      'year',
      'engine_size_cc',
      'mileage',
      'condition',
      'fuel_type',
      'transmission',
      'body_type',
      'colour',
      'ulez_compliant',
      'price',
      'price_includes_vat',
      'price_negotiable',
      'postcode',
      'location',
      'seller_type',
      'description',
      'mot_expiry_date',
      'service_history',
      'v5c_logbook_available',
      'hpi_clear',
      'features',
      'registration',
      'show_registration',
      'derivative',
      'wheelbase',
      'roof_height',
      'cab_type',
      'seats',
      'payload_kg',
      'gross_vehicle_weight_kg',
      'kerb_weight_kg',
      'load_length_mm',
      'load_width_mm',
      'load_height_mm',
      'width_between_arches_mm',
      'load_volume_m3',
      'euro_standard',
      'previous_owners',
    ]);
  });

  it('lists photos added and removed, not a new order', () => {
    const before = { image_urls: ['/a.webp', '/b.webp', '/c.webp'] };
    expect(photoChanges(before, { image_urls: ['/c.webp', '/a.webp', '/b.webp'] })).toEqual({
      added: [],
      removed: [],
    });
    expect(photoChanges(before, { image_urls: ['/d.webp', '/a.webp', '/c.webp'] })).toEqual({
      added: ['/d.webp'],
      removed: ['/b.webp'],
    });
  });
});

describe('nextVersion: every admin write moves the version on', () => {
  it('is now when now is later', () => {
    expect(nextVersion('2026-07-01T10:00:00.000Z', new Date('2026-07-01T10:00:05.000Z'))).toBe(
      '2026-07-01T10:00:05.000Z',
    );
  });

  it('is a millisecond after the last version when this clock is behind or equal', () => {
    expect(nextVersion('2026-07-01T10:00:00.000Z', new Date('2026-07-01T09:59:00.000Z'))).toBe(
      '2026-07-01T10:00:00.001Z',
    );
    expect(nextVersion('2026-07-01T10:00:00Z', new Date('2026-07-01T10:00:00.000Z'))).toBe(
      '2026-07-01T10:00:00.001Z',
    );
  });
});

describe('rejectionMail', () => {
  it('gives the reason, the note and the link to the seller’s listing page, as plain text', () => {
    const mail = rejectionMail({
      listing: { id: 'van-9', title: '2019 Ford Transit' },
      seller: { email: 'jo@example.org', full_name: 'Jo Bloggs' },
      reason: 'Price or details look wrong',
      note: 'The mileage says 6 miles.\n<b>Please check</b>',
      siteOrigin: 'https://vanyard.example',
    });
    expect(mail.to).toBe('jo@example.org');
    expect(mail.subject).toBe('Your listing was not approved: 2019 Ford Transit');
    expect(mail.html).toBeUndefined();
    expect(mail.text).toContain('Hello Jo Bloggs,');
    expect(mail.text).toContain('Reason: Price or details look wrong');
    expect(mail.text).toContain('The mileage says 6 miles.\n<b>Please check</b>');
    expect(mail.text).toContain('https://vanyard.example/dashboard/listings/van-9');
  });

  it('leaves out the note when there is none', () => {
    const mail = rejectionMail({
      listing: { id: 'van-9', title: 'Van' },
      seller: { email: 'jo@example.org', full_name: '' },
      reason: 'Duplicate of another listing',
      note: '',
      siteOrigin: 'https://vanyard.example',
    });
    expect(mail.text).not.toContain('Note from the moderator');
    expect(mail.text).toContain('Hello there,');
  });
});
