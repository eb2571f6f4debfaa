import { describe, expect, it } from 'vitest';
import { TEMPLATE_EXAMPLE } from '#shared/csv-import/columns';
import { checkImportRow, type ImportCells } from '#shared/csv-import/rules';
import { REGISTRATION_MESSAGES } from '#shared/vehicle/registration';
import { VAN_SPEC_MESSAGES } from '#shared/vehicle/van-specs';

// The import's van specification columns (issue 31 §1, §4): read as a dealer's spreadsheet
// writes them, checked with the listing form's rules, refused with the same messages.
const NOW = new Date('2026-03-01T12:00:00.000Z');
const row = (overrides: Partial<Record<string, string>> = {}): ImportCells => ({
  ...TEMPLATE_EXAMPLE,
  ...overrides,
});

function listingOf(cells: ImportCells) {
  const verdict = checkImportRow(cells, 0, NOW, 'trade_dealer');
  if (!verdict.ok) throw new Error(verdict.error.message);
  return verdict.value.listing;
}

function messageOf(cells: ImportCells): string {
  const verdict = checkImportRow(cells, 0, NOW, 'trade_dealer');
  if (verdict.ok) throw new Error('expected the row to be refused');
  return verdict.error.message;
}

describe('the van specification columns', () => {
  it('take the template’s example as the form would', () => {
    expect(listingOf(row())).toMatchObject({
      registration: null,
      show_registration: false,
      derivative: '280 L1 Trend',
      wheelbase: 'swb',
      roof_height: 'low',
      cab_type: 'single',
      seats: 3,
      gross_vehicle_weight_kg: 3000,
      kerb_weight_kg: 1950,
      load_length_mm: 2555,
      load_volume_m3: 6,
      euro_standard: 'euro_6',
      previous_owners: 1,
    });
  });

  it('read the maker’s L and H codes, labels, “Euro 6” and a spaced lowercase plate', () => {
    expect(
      listingOf(
        row({
          registration: 'ab19 cde',
          show_registration: 'TRUE',
          wheelbase: 'L3',
          roof_height: 'H4',
          cab_type: 'Double cab',
          euro_standard: 'Euro 5',
          load_length_mm: '2,922',
        }),
      ),
    ).toMatchObject({
      registration: 'AB19CDE',
      show_registration: true,
      wheelbase: 'lwb',
      roof_height: 'super_high',
      cab_type: 'crew',
      euro_standard: 'euro_5',
      load_length_mm: 2922,
    });
    expect(
      listingOf(row({ wheelbase: 'Long (LWB, L3)', roof_height: 'super high' })),
    ).toMatchObject({ wheelbase: 'lwb', roof_height: 'super_high' });
  });

  it('are all optional: every one left empty', () => {
    const empty = Object.fromEntries(
      [
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
      ].map((column) => [column, '']),
    );
    expect(listingOf(row(empty))).toMatchObject({ wheelbase: null, payload_kg: null });
  });

  it.each([
    ['a foreign plate', { registration: 'B-AB 1234' }, REGISTRATION_MESSAGES.not_uk],
    ['an Irish plate', { registration: '191-D-12345' }, REGISTRATION_MESSAGES.not_uk],
    ['a plate too long', { registration: 'AB19CDEF' }, REGISTRATION_MESSAGES.too_long],
    [
      'a payload over the GVW',
      { payload_kg: '4000', gross_vehicle_weight_kg: '3500', kerb_weight_kg: '' },
      VAN_SPEC_MESSAGES.payloadOverGvw,
    ],
    [
      'a load length of 20 m',
      { load_length_mm: '20000' },
      'Load length must be between 500 and 7,000 mm',
    ],
    [
      'arches wider than the floor',
      { width_between_arches_mm: '1900' },
      VAN_SPEC_MESSAGES.archesOverWidth,
    ],
    [
      'a wheelbase not on the list',
      { wheelbase: 'L9' },
      'wheelbase must be one of: swb, mwb, lwb, xlwb',
    ],
    ['seats as words', { seats: 'three' }, 'seats must be a number'],
    [
      'show_registration not a boolean',
      { show_registration: 'maybe' },
      'show_registration must be true or false',
    ],
  ])('refuse %s with its message', (_name, cells, message) => {
    expect(messageOf(row(cells))).toContain(message);
  });
});
