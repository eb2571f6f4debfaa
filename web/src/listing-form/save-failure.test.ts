import { describe, expect, it } from 'vitest';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { UK_DATE_MESSAGES } from '#shared/uk-date';
import { ApiError } from '../api/fetch-json';
import { checkListing } from './check-listing';
import { queueFromPhotos } from './photo-queue';
import { errorToast, photoActionFailure, saveFailure } from './save-failure';
import { filledValues, LISTING, UPLOAD_IDS, uploadAt } from './test-fixtures';

describe('saveFailure', () => {
  it('turns a 409 listing_changed into the reload alert with the API message', () => {
    const error = new ApiError(409, 'listing_changed', LISTING_MESSAGES.changedElsewhere);
    expect(saveFailure(error, 'edit')).toEqual({
      kind: 'changed',
      message: LISTING_MESSAGES.changedElsewhere,
    });
  });

  it('turns a 409 listing_sold into the sold alert', () => {
    const error = new ApiError(409, 'listing_sold', LISTING_MESSAGES.sold);
    expect(saveFailure(error, 'edit')).toEqual({ kind: 'sold', message: LISTING_MESSAGES.sold });
  });

  it("puts a 400's field messages under their fields", () => {
    const error = new ApiError(400, 'bad_request', 'The request body is not valid.', {
      year: ['Year must be between 1900 and 2027'],
      'photos.1': [LISTING_MESSAGES.photoUnknown],
      idempotency_key: ['Invalid UUID'],
    });
    expect(saveFailure(error, 'create')).toEqual({
      kind: 'failed',
      toast: {
        title: 'Error',
        description: 'The request body is not valid.',
        variant: 'destructive',
      },
      fields: {
        year: 'Year must be between 1900 and 2027',
        photos: LISTING_MESSAGES.photoUnknown,
      },
    });
  });

  it('puts an unknown postcode and refused photos under their fields', () => {
    const postcode = saveFailure(
      new ApiError(400, 'postcode_unknown', LISTING_MESSAGES.postcodeUnknown),
      'create',
    );
    expect(postcode).toMatchObject({ fields: { postcode: LISTING_MESSAGES.postcodeUnknown } });
    const photos = saveFailure(
      new ApiError(400, 'photos_invalid', 'A photo could not be found: please upload it again'),
      'edit',
    );
    expect(photos).toMatchObject({
      fields: { photos: 'A photo could not be found: please upload it again' },
      toast: { description: LISTING_MESSAGES.updateFailed },
    });
  });

  it("puts a 422's unknown postcode and refused photos under their fields, on create and edit", () => {
    const postcode = new ApiError(422, 'postcode_unknown', LISTING_MESSAGES.postcodeUnknown, {
      postcode: [LISTING_MESSAGES.postcodeUnknown],
    });
    expect(saveFailure(postcode, 'create')).toEqual({
      kind: 'failed',
      toast: errorToast(LISTING_MESSAGES.postcodeUnknown),
      fields: { postcode: LISTING_MESSAGES.postcodeUnknown },
    });
    expect(saveFailure(postcode, 'edit')).toEqual({
      kind: 'failed',
      toast: errorToast(LISTING_MESSAGES.updateFailed),
      fields: { postcode: LISTING_MESSAGES.postcodeUnknown },
    });
    const photos = new ApiError(422, 'photos_invalid', 'A photo is not finished yet', {
      photos: ['A photo is not finished yet'],
    });
    expect(saveFailure(photos, 'edit')).toMatchObject({
      fields: { photos: 'A photo is not finished yet' },
    });
    // Without its own fields a 422 still names the field its code is about.
    expect(
      saveFailure(new ApiError(422, 'photos_invalid', 'A photo has expired'), 'create'),
    ).toMatchObject({ fields: { photos: 'A photo has expired' } });
    expect(saveFailure(new ApiError(422, 'postcode_unknown', ''), 'create')).toMatchObject({
      fields: { postcode: LISTING_MESSAGES.postcodeUnknown },
    });
  });

  it("toasts the server's words on create, or 'Failed to create listing'", () => {
    expect(saveFailure(new ApiError(500, 'internal', 'Internal error'), 'create')).toMatchObject({
      toast: { title: 'Error', description: 'Failed to create listing' },
      fields: {},
    });
    expect(saveFailure(new TypeError('Failed to fetch'), 'create')).toMatchObject({
      toast: { description: 'Failed to create listing' },
    });
    expect(
      saveFailure(new ApiError(401, 'unauthorized', 'You need to sign in again.'), 'create'),
    ).toMatchObject({
      toast: { description: 'You need to sign in again.' },
    });
  });

  it("toasts 'Could not update listing' on edit", () => {
    expect(saveFailure(new ApiError(500, 'internal', 'Internal error'), 'edit')).toMatchObject({
      kind: 'failed',
      toast: { title: 'Error', description: 'Could not update listing', variant: 'destructive' },
    });
  });
});

describe('photoActionFailure', () => {
  it("names the failure and gives the API's reason when it has one", () => {
    expect(
      photoActionFailure(
        new ApiError(409, 'too_few_photos', 'A listing keeps at least 3 photos'),
        'Failed to delete image',
      ),
    ).toEqual({
      title: 'Failed to delete image',
      description: 'A listing keeps at least 3 photos',
      variant: 'destructive',
    });
    expect(photoActionFailure(new Error('offline'), 'Failed to update main image')).toEqual({
      title: 'Error',
      description: 'Failed to update main image',
      variant: 'destructive',
    });
  });
});

describe('checkListing', () => {
  const NOW = new Date('2026-06-01T12:00:00Z');
  const ready = (count: number) =>
    Array.from({ length: count }, (_, index) =>
      uploadAt(`u${index}`, 'ready', { uploadId: UPLOAD_IDS[index]! }),
    );

  it('gives the API body: numbers read, postcode spaced, photo ids in order', () => {
    const checked = checkListing(filledValues(), ready(3), 'create', NOW);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(checked.form).toMatchObject({
      year: 2019,
      mileage: 45000,
      price: 14995,
      engine_size_cc: 1995,
      postcode: 'M1 9AB',
      mot_expiry_date: null,
      service_history: null,
      photos: [UPLOAD_IDS[0], UPLOAD_IDS[1], UPLOAD_IDS[2]],
    });
  });

  it('reads the MOT date day first and sends it as YYYY-MM-DD', () => {
    const checked = checkListing(
      filledValues({ mot_expiry_date: '3/4/2027' }),
      ready(3),
      'create',
      NOW,
    );
    expect(checked).toMatchObject({ ok: true, form: { mot_expiry_date: '2027-04-03' } });
  });

  it('says what is wrong with a MOT date that does not read, at the field', () => {
    for (const [typed, message] of [
      ['31/02/2027', UK_DATE_MESSAGES.real],
      ['31/08', UK_DATE_MESSAGES.format],
      ['31/08/27', UK_DATE_MESSAGES.year],
    ] as const) {
      expect(
        checkListing(filledValues({ mot_expiry_date: typed }), ready(3), 'create', NOW),
      ).toMatchObject({ ok: false, errors: { mot_expiry_date: message } });
    }
  });

  it('names each wrong field in the words of the shared schema', () => {
    const checked = checkListing(
      filledValues({ title: '', model: '', postcode: 'nowhere', description: 'Too short' }),
      ready(3),
      'create',
      NOW,
    );
    expect(checked).toMatchObject({
      ok: false,
      errors: {
        title: LISTING_MESSAGES.title,
        model: LISTING_MESSAGES.model,
        postcode: LISTING_MESSAGES.postcode,
        description: LISTING_MESSAGES.description,
      },
      toasts: [],
    });
  });

  it('asks for at least 3 photos, as a toast and under Images', () => {
    const checked = checkListing(filledValues(), ready(2), 'create', NOW);
    expect(checked).toMatchObject({
      ok: false,
      errors: { photos: 'Please upload at least 3 images' },
      toasts: [{ title: 'Error', description: 'Please upload at least 3 images' }],
    });
  });

  it('holds the save while a photo is still uploading or processing', () => {
    const queue = [...ready(3), uploadAt('late', 'processing', { uploadId: UPLOAD_IDS[3] })];
    const checked = checkListing(filledValues(), queue, 'create', NOW);
    expect(checked).toMatchObject({
      ok: false,
      errors: { photos: LISTING_MESSAGES.photoNotReady },
      toasts: [{ description: LISTING_MESSAGES.photoNotReady }],
    });
  });

  it("says 'Invalid numeric values' on edit for text in year, mileage or price", () => {
    const values = filledValues({ mileage: 'about 45k' });
    const photos = queueFromPhotos(LISTING.photos);
    const edit = checkListing(values, photos, 'edit', NOW);
    expect(edit).toMatchObject({
      ok: false,
      errors: { mileage: LISTING_MESSAGES.mileage },
      toasts: [{ title: 'Error', description: 'Invalid numeric values' }],
    });
    expect(checkListing(values, photos, 'create', NOW)).toMatchObject({ toasts: [] });
    // Out of range is a field message, not 'Invalid numeric values'.
    expect(checkListing(filledValues({ year: '1800' }), photos, 'edit', NOW)).toMatchObject({
      errors: { year: LISTING_MESSAGES.year(2027) },
      toasts: [],
    });
  });
});
