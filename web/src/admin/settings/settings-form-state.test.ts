import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES } from '#shared/admin/settings';
import type { ContactDetails } from '#shared/runtime-config';
import {
  canAddReason,
  formFromSettings,
  moveReason,
  removeReason,
  requestFromForm,
  serverSettingsErrors,
  settingsCheck,
  settingsControlId,
  settingsErrors,
  type SettingsForm,
} from './settings-form-state';
import { reasonInputId } from './reasons-editor';

const configured: ContactDetails = {
  email: 'hello@vanyard.example',
  phone: '0113 496 0000',
  addressLines: ['VanYard Ltd', '1 Wharf Street', 'Leeds LS2 7EH'],
  mapUrl: 'https://www.openstreetmap.org/search?query=LS2',
};

const valid = (): SettingsForm =>
  formFromSettings(
    {
      contact: configured,
      moderation_reasons: ['Blurry photos', 'Wrong price'],
      updated_at: '2026-03-01T10:00:00.000Z',
    },
    null,
  );

describe('the settings form', () => {
  it('starts from the stored settings, else from what the site shows', () => {
    expect(valid()).toEqual({
      email: configured.email,
      phone: configured.phone,
      address: 'VanYard Ltd\n1 Wharf Street\nLeeds LS2 7EH',
      mapUrl: configured.mapUrl,
      companyName: '',
      companyAddress: '',
      companyNumber: '',
      vatNumber: '',
      reasons: ['Blurry photos', 'Wrong price'],
      apr: '9.9',
      showMonthly: true,
      liveDays: '60',
      version: '2026-03-01T10:00:00.000Z',
    });
    const unset = formFromSettings(
      { contact: null, moderation_reasons: ['A reason'], updated_at: null },
      configured,
    );
    expect(unset).toMatchObject({ email: configured.email, version: null });
  });

  it('sends the text tidied, blank lines and reasons left out, with its version', () => {
    const form = {
      ...valid(),
      address: ' VanYard Ltd \n\n Leeds \n',
      reasons: [' One reason ', '  '],
    };
    expect(requestFromForm(form)).toEqual({
      contact: {
        email: configured.email,
        phone: configured.phone,
        addressLines: ['VanYard Ltd', 'Leeds'],
        mapUrl: configured.mapUrl,
      },
      moderation_reasons: ['One reason'],
      finance: { representative_apr: 9.9, show_monthly_on_cards: true },
      listing_live_days: 60,
      expected_updated_at: '2026-03-01T10:00:00.000Z',
    });
  });

  it("sends the listings' days as a whole number and refuses others with the setting's words (decision 072)", () => {
    expect(requestFromForm({ ...valid(), liveDays: ' 90 ' }).listing_live_days).toBe(90);
    for (const liveDays of ['6', '366', '30.5', 'sixty', '']) {
      expect(settingsErrors({ ...valid(), liveDays })).toEqual({
        liveDays: SETTINGS_MESSAGES.liveDays,
      });
    }
  });

  it('has no messages when valid', () => {
    expect(settingsErrors(valid())).toEqual({});
  });

  it('puts a message under each field that is wrong', () => {
    const errors = settingsErrors({
      ...valid(),
      email: 'not an address',
      phone: '12',
      address: 'Only one line',
      mapUrl: 'http://maps.example',
    });
    expect(errors).toEqual({
      email: 'Please enter a valid email address',
      phone: 'Please enter the phone number the site shows',
      address: 'Give the address in 2 to 6 lines',
      mapUrl: 'Please enter a map link starting with https://',
    });
  });

  it('uses the shared schema’s words for the reasons, under the right box', () => {
    expect(settingsErrors({ ...valid(), reasons: ['Fine reason', '', 'No'] })).toEqual({
      'reason-2': SETTINGS_MESSAGES.reason,
    });
    expect(settingsErrors({ ...valid(), reasons: ['Same one', 'same ONE'] })).toEqual({
      reasons: SETTINGS_MESSAGES.reasonsUnique,
    });
    expect(settingsErrors({ ...valid(), reasons: ['  '] })).toEqual({
      reasons: SETTINGS_MESSAGES.reasonsCount,
    });
  });

  it('places the server’s field messages on the form', () => {
    expect(
      serverSettingsErrors({
        'contact.email': ['Invalid email address'],
        'moderation_reasons.1': [SETTINGS_MESSAGES.reason],
        moderation_reasons: [SETTINGS_MESSAGES.reasonsUnique],
      }),
    ).toEqual({
      email: 'Please enter a valid email address',
      'reason-1': SETTINGS_MESSAGES.reason,
      reasons: SETTINGS_MESSAGES.reasonsUnique,
    });
  });

  it('moves, removes and adds reasons within the limits', () => {
    expect(moveReason(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(moveReason(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveReason(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(removeReason(['a', 'b', 'c'], 1)).toEqual(['a', 'c']);
    expect(canAddReason(Array.from({ length: 19 }, String))).toBe(true);
    expect(canAddReason(Array.from({ length: 20 }, String))).toBe(false);
  });
});

describe('the company and VAT details (issue 28)', () => {
  it('are sent only once any of them is filled in, tidied', () => {
    expect(requestFromForm(valid())).not.toHaveProperty('company');
    const filled = {
      ...valid(),
      companyName: ' VanYard Ltd ',
      companyAddress: '1 Wharf Street\n\nLeeds\nLS2 7EH',
      companyNumber: '01234567',
      vatNumber: 'gb 123 4567 89',
    };
    expect(requestFromForm(filled).company).toEqual({
      name: 'VanYard Ltd',
      address_lines: ['1 Wharf Street', 'Leeds', 'LS2 7EH'],
      company_number: '01234567',
      vat_number: 'gb 123 4567 89',
    });
    expect(settingsErrors(filled)).toEqual({});
  });

  it('say what is wrong with each, under its field', () => {
    const errors = settingsErrors({
      ...valid(),
      companyName: 'V',
      companyAddress: 'One line',
      companyNumber: '123',
      vatNumber: 'FR123',
    });
    expect(errors).toEqual({
      companyName: SETTINGS_MESSAGES.companyName,
      companyAddress: SETTINGS_MESSAGES.companyAddress,
      companyNumber: SETTINGS_MESSAGES.companyNumber,
      vatNumber: SETTINGS_MESSAGES.vatNumber,
    });
    expect(serverSettingsErrors({ 'company.vat_number': [SETTINGS_MESSAGES.vatNumber] })).toEqual({
      vatNumber: SETTINGS_MESSAGES.vatNumber,
    });
  });
});

describe('settingsCheck and settingsControlId (the form store reads them)', () => {
  it('gives the request to send, or the messages to show', () => {
    expect(settingsCheck(valid())).toEqual({ ok: true, data: requestFromForm(valid()) });
    expect(settingsCheck({ ...valid(), email: 'not an address' })).toEqual({
      ok: false,
      errors: { email: 'Please enter a valid email address' },
    });
  });

  it("sends the focus to the field's control, a reason's own box, or the first reason", () => {
    expect(settingsControlId('email')).toBe('settings-email');
    expect(settingsControlId('reason-2')).toBe(reasonInputId(2));
    expect(settingsControlId('reasons')).toBe(reasonInputId(0));
  });
});
