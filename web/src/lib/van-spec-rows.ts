import { formatNumber } from '#shared/format';
import type { PublicListing } from '#shared/listing-detail';
import { euroPalletsThatFit } from '#shared/vehicle/load-fit';
import {
  CAR_LICENCE_MAX_GVW_KG,
  derivedPayload,
  drivenOnCarLicence,
  VAN_SPEC_LABELS,
} from '#shared/vehicle/van-specs';
import type { DetailRow } from './owner-detail-rows';

/** The section's heading and the words of its rows. */
export const VAN_SPEC_SECTION = {
  title: 'Van specification',
  registration: 'Registration',
  derivative: 'Derivative',
  wheelbase: 'Wheelbase',
  roof_height: 'Roof height',
  cab_type: 'Cab type',
  seats: 'Seats',
  payload: 'Payload',
  gvw: 'Gross vehicle weight',
  carLicence: 'Can be driven on a car licence',
  kerb: 'Kerb weight',
  length: 'Load length',
  width: 'Load width',
  height: 'Load height',
  arches: 'Width between the wheel arches',
  volume: 'Load volume',
  pallets: 'Euro pallets that fit',
  euro: 'Euro emissions standard',
  owners: 'Previous owners',
} as const;

type Specs = Pick<
  PublicListing,
  | 'registration'
  | 'derivative'
  | 'wheelbase'
  | 'roof_height'
  | 'cab_type'
  | 'seats'
  | 'payload_kg'
  | 'gross_vehicle_weight_kg'
  | 'kerb_weight_kg'
  | 'load_length_mm'
  | 'load_width_mm'
  | 'load_height_mm'
  | 'width_between_arches_mm'
  | 'load_volume_m3'
  | 'euro_standard'
  | 'previous_owners'
>;

const kg = (value: number) => `${formatNumber(value)} kg`;
const mm = (value: number) => `${formatNumber(value)} mm`;

/**
 * The van specification as buyers read it (issue 31): only what the seller gave, with units; the
 * payload (worked out from the weights where not given), whether a car licence drives it, and the
 * Euro pallets (1,200 x 800 mm) its floor takes once its length and width are known. The
 * registration is as the API gives it: masked unless the seller shows it.
 */
export function vanSpecRows(listing: Specs): DetailRow[] {
  const rows: DetailRow[] = [];
  const add = (label: string, value: string | null | undefined) => {
    if (value) rows.push({ label, value });
  };
  const number = (value: number | null | undefined, format: (value: number) => string) =>
    value == null ? undefined : format(value);

  add(VAN_SPEC_SECTION.registration, listing.registration);
  add(VAN_SPEC_SECTION.derivative, listing.derivative);
  add(
    VAN_SPEC_SECTION.wheelbase,
    listing.wheelbase && VAN_SPEC_LABELS.wheelbase[listing.wheelbase],
  );
  add(
    VAN_SPEC_SECTION.roof_height,
    listing.roof_height && VAN_SPEC_LABELS.roof_height[listing.roof_height],
  );
  add(VAN_SPEC_SECTION.cab_type, listing.cab_type && VAN_SPEC_LABELS.cab_type[listing.cab_type]);
  add(VAN_SPEC_SECTION.seats, number(listing.seats, String));
  add(
    VAN_SPEC_SECTION.payload,
    number(
      derivedPayload({
        payload_kg: listing.payload_kg ?? null,
        gross_vehicle_weight_kg: listing.gross_vehicle_weight_kg ?? null,
        kerb_weight_kg: listing.kerb_weight_kg ?? null,
      }),
      kg,
    ),
  );
  add(VAN_SPEC_SECTION.gvw, number(listing.gross_vehicle_weight_kg, kg));
  const carLicence = drivenOnCarLicence({
    gross_vehicle_weight_kg: listing.gross_vehicle_weight_kg ?? null,
  });
  if (carLicence !== null)
    add(
      VAN_SPEC_SECTION.carLicence,
      carLicence ? 'Yes' : `No: over ${formatNumber(CAR_LICENCE_MAX_GVW_KG)} kg`,
    );
  add(VAN_SPEC_SECTION.kerb, number(listing.kerb_weight_kg, kg));
  add(VAN_SPEC_SECTION.length, number(listing.load_length_mm, mm));
  add(VAN_SPEC_SECTION.width, number(listing.load_width_mm, mm));
  add(VAN_SPEC_SECTION.height, number(listing.load_height_mm, mm));
  add(VAN_SPEC_SECTION.arches, number(listing.width_between_arches_mm, mm));
  add(
    VAN_SPEC_SECTION.volume,
    number(listing.load_volume_m3, (value) => `${value} m³`),
  );
  if (listing.load_length_mm && listing.load_width_mm) {
    const pallets = euroPalletsThatFit({
      length_mm: listing.load_length_mm,
      width_mm: listing.load_width_mm,
      width_between_arches_mm: listing.width_between_arches_mm ?? null,
    });
    add(VAN_SPEC_SECTION.pallets, pallets > 0 ? String(pallets) : 'None');
  }
  add(
    VAN_SPEC_SECTION.euro,
    listing.euro_standard && VAN_SPEC_LABELS.euro_standard[listing.euro_standard],
  );
  add(VAN_SPEC_SECTION.owners, number(listing.previous_owners, String));
  return rows;
}
