import { describe, expect, it } from 'vitest';
import { profileUpdateSchema, PROFILE_MESSAGES, type Profile } from '#shared/profile';
import { ApiError } from '../api/fetch-json';
import { defaultOpeningHours } from '#shared/dealer';
import {
  PROFILE_TOASTS,
  profileFormValues,
  profileRequestBody,
  profileSaveFailure,
} from './profile-values';

const PROFILE: Profile = {
  id: 'user-1',
  email: 'sam@example.org',
  full_name: 'Sam Carter',
  phone_number: null,
  location: 'Leeds',
  website_url: null,
  seller_type: 'trade_dealer',
  created_at: '2026-01-02T03:04:05.000Z',
};

describe('profileFormValues', () => {
  it('prefills the form, with empty text for a missing phone and website', () => {
    expect(profileFormValues(PROFILE)).toEqual({
      full_name: 'Sam Carter',
      phone_number: '',
      location: 'Leeds',
      website_url: '',
      address: '',
      // A dealer's page (decision 069): usual hours to start from, no new logo.
      about: '',
      opening_hours: defaultOpeningHours(),
      logo_upload_id: undefined,
    });
    // The address receipts are made out to (issue 28), a line each.
    expect(profileFormValues({ ...PROFILE, address: '12 Mill Lane\nLeeds' }).address).toBe(
      '12 Mill Lane\nLeeds',
    );
  });

  it('gives values the shared schema accepts as they are', () => {
    const values = profileFormValues({
      ...PROFILE,
      phone_number: '07700 900123',
      website_url: 'https://vans.example.co.uk',
    });
    expect(profileUpdateSchema.safeParse(values).success).toBe(true);
  });
});

describe('profileRequestBody', () => {
  it('sends every field as trimmed text, so an empty one clears it', () => {
    expect(
      profileRequestBody({
        full_name: '  Sam Carter ',
        phone_number: ' ',
        location: ' Staines upon Thames ',
        website_url: '',
        address: ' 12 Mill Lane\nLeeds \n',
      }),
    ).toEqual({
      full_name: 'Sam Carter',
      phone_number: '',
      location: 'Staines upon Thames',
      website_url: '',
      address: '12 Mill Lane\nLeeds',
    });
  });
});

describe('profileSaveFailure', () => {
  it('puts the API field messages under the fields', () => {
    const error = new ApiError(400, 'bad_request', 'The request body is not valid.', {
      website_url: [PROFILE_MESSAGES.website],
    });
    expect(profileSaveFailure(error)).toEqual({
      description: PROFILE_TOASTS.failed,
      fields: { website_url: PROFILE_MESSAGES.website },
    });
  });

  it('tells a signed-out user to sign in', () => {
    expect(profileSaveFailure(new ApiError(401, 'unauthorized', 'x'))).toEqual({
      description: 'You must be logged in to update your profile.',
      fields: {},
    });
  });

  it('falls back to the generic message', () => {
    expect(profileSaveFailure(new TypeError('Failed to fetch'))).toEqual({
      description: 'Could not update your profile.',
      fields: {},
    });
  });
});

describe("profileRequestBody and a dealer's page", () => {
  const values = {
    ...profileFormValues({ ...PROFILE, about: ' Vans since 1998 ' }),
    logo_upload_id: '0b7c9a52-3f1e-4d6a-9c1b-2e8f4a6d0c11',
  };

  it('sends the about text, hours and a new logo for a trade account', () => {
    expect(profileRequestBody(values, 'trade_dealer')).toMatchObject({
      about: 'Vans since 1998',
      opening_hours: defaultOpeningHours(),
      logo_upload_id: values.logo_upload_id,
    });
    // No logo chosen: the field is left out, so the logo stays as it is.
    expect(
      profileRequestBody({ ...values, logo_upload_id: undefined }, 'trade_dealer'),
    ).not.toHaveProperty('logo_upload_id');
  });

  it('sends none of them for a private seller', () => {
    const body = profileRequestBody(values, 'private_seller');
    expect(body).not.toHaveProperty('about');
    expect(body).not.toHaveProperty('opening_hours');
    expect(body).not.toHaveProperty('logo_upload_id');
  });
});
