import { describe, expect, it } from 'vitest';
import { vanSpecRows } from './van-spec-rows';

const none = {
  registration: null,
  derivative: null,
  wheelbase: null,
  roof_height: null,
  cab_type: null,
  seats: null,
  payload_kg: null,
  gross_vehicle_weight_kg: null,
  kerb_weight_kg: null,
  load_length_mm: null,
  load_width_mm: null,
  load_height_mm: null,
  width_between_arches_mm: null,
  load_volume_m3: null,
  euro_standard: null,
  previous_owners: null,
};

describe('vanSpecRows: the advert’s van specification', () => {
  it('is empty when the seller gave nothing', () => {
    expect(vanSpecRows(none)).toEqual([]);
    expect(vanSpecRows({})).toEqual([]);
  });

  it('lists what was given with units and labels, the payload from the weights, the pallets that fit', () => {
    const rows = vanSpecRows({
      ...none,
      registration: 'AB19 ***',
      derivative: 'Trend',
      wheelbase: 'lwb',
      roof_height: 'medium',
      cab_type: 'single',
      seats: 3,
      gross_vehicle_weight_kg: 3500,
      kerb_weight_kg: 2300,
      load_length_mm: 2922,
      load_width_mm: 1775,
      load_height_mm: 1406,
      width_between_arches_mm: 1392,
      load_volume_m3: 6.8,
      euro_standard: 'euro_6',
      previous_owners: 1,
    });
    expect(Object.fromEntries(rows.map((row) => [row.label, row.value]))).toEqual({
      Registration: 'AB19 ***',
      Derivative: 'Trend',
      Wheelbase: 'Long (LWB, L3)',
      'Roof height': 'Medium (H2)',
      'Cab type': 'Single cab',
      Seats: '3',
      Payload: '1,200 kg',
      'Gross vehicle weight': '3,500 kg',
      'Can be driven on a car licence': 'Yes',
      'Kerb weight': '2,300 kg',
      'Load length': '2,922 mm',
      'Load width': '1,775 mm',
      'Load height': '1,406 mm',
      'Width between the wheel arches': '1,392 mm',
      'Load volume': '6.8 m³',
      'Euro pallets that fit': '3',
      'Euro emissions standard': 'Euro 6',
      'Previous owners': '1',
    });
  });

  it('says a heavier van needs more than a car licence, and counts no owners as 0', () => {
    const rows = vanSpecRows({ ...none, gross_vehicle_weight_kg: 4600, previous_owners: 0 });
    expect(rows).toContainEqual({
      label: 'Can be driven on a car licence',
      value: 'No: over 3,500 kg',
    });
    expect(rows).toContainEqual({ label: 'Previous owners', value: '0' });
  });
});
