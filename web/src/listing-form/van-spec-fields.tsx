import {
  CAB_TYPES,
  EURO_STANDARDS,
  ROOF_HEIGHTS,
  VAN_SPEC_LABELS,
  WHEELBASES,
} from '#shared/vehicle/van-specs';
import { Checkbox } from '../ui/checkbox';
import { Select } from '../ui/select';
import { catalogueFilled, FROM_CATALOGUE_NOTE } from './catalogue-fill';
import { InputField } from './fields';
import { fieldId, type TextField, VAN_SPEC_FIGURE_FIELDS } from './form-values';
import type { ListingFormController } from './use-listing-form';

/** The labels of the specification's controls: units in the label (issue 31 §1). */
export const VAN_SPEC_FIELD_LABELS = {
  registration: 'Registration',
  show_registration: 'Show the full registration to buyers',
  derivative: 'Derivative',
  wheelbase: 'Wheelbase',
  roof_height: 'Roof height',
  cab_type: 'Cab type',
  seats: 'Seats',
  payload_kg: 'Payload (kg)',
  gross_vehicle_weight_kg: 'Gross vehicle weight (kg)',
  kerb_weight_kg: 'Kerb weight (kg)',
  load_length_mm: 'Load length (mm)',
  load_width_mm: 'Load width (mm)',
  load_height_mm: 'Load height (mm)',
  width_between_arches_mm: 'Width between the wheel arches (mm)',
  load_volume_m3: 'Load volume (m³)',
  euro_standard: 'Euro emissions standard',
  previous_owners: 'Previous owners',
} as const;

export const VAN_SPEC_COPY = {
  intro:
    "All optional. Choose the make, model, wheelbase and roof height and we fill in the manufacturer's figures: check them against your van.",
  registration:
    'Buyers see only the first part (like AB19 ***) unless you tick Show the full registration to buyers.',
  payload: 'Left empty, it is worked out from the gross vehicle weight less the kerb weight.',
} as const;

const HINTS: Partial<Record<(typeof VAN_SPEC_FIGURE_FIELDS)[number], string>> = {
  payload_kg: VAN_SPEC_COPY.payload,
  gross_vehicle_weight_kg:
    'On the V5C as the revenue weight; 3,500 kg or less drives on a car licence',
};

const choices = <K extends keyof typeof VAN_SPEC_LABELS>(
  values: readonly (keyof (typeof VAN_SPEC_LABELS)[K] & string)[],
  field: K,
) =>
  values.map((value) => ({
    value,
    label: (VAN_SPEC_LABELS[field] as Record<string, string>)[value] ?? value,
  }));

/**
 * The listing form's 'Van Specification' controls (issue 31): the plate and whether buyers see
 * all of it, the variant, and the figures. A figure the catalogue filled says so until edited.
 */
export function VanSpecFields({ form }: { form: ListingFormController }) {
  const { values, errors, set } = form;
  const filled = catalogueFilled(values, form.changed);
  const text = (field: TextField) => ({
    id: fieldId(field),
    name: field,
    value: values[field],
    error: errors[field],
    onChange: (value: string) => set(field, value),
  });
  const figure = (field: (typeof VAN_SPEC_FIGURE_FIELDS)[number]) => (
    <InputField
      key={field}
      {...text(field)}
      label={VAN_SPEC_FIELD_LABELS[field]}
      inputMode={field === 'load_volume_m3' ? 'text' : 'numeric'}
      maxLength={8}
      hint={
        (filled as ReadonlySet<string>).has(field)
          ? FROM_CATALOGUE_NOTE
          : (HINTS[field] ?? 'Optional')
      }
    />
  );
  return (
    <>
      <p className="text-sm text-muted sm:col-span-2">{VAN_SPEC_COPY.intro}</p>
      <InputField
        {...text('registration')}
        label={VAN_SPEC_FIELD_LABELS.registration}
        autoComplete="off"
        maxLength={10}
        placeholder="AB19 CDE"
        hint={VAN_SPEC_COPY.registration}
      />
      <Checkbox
        id={fieldId('show_registration')}
        name="show_registration"
        label={VAN_SPEC_FIELD_LABELS.show_registration}
        checked={values.show_registration}
        error={errors.show_registration}
        onChange={(value) => set('show_registration', value)}
      />
      <InputField
        {...text('derivative')}
        label={VAN_SPEC_FIELD_LABELS.derivative}
        maxLength={80}
        hint="Optional: the trim, e.g. Trend, Sportline"
      />
      <Select
        {...text('wheelbase')}
        label={VAN_SPEC_FIELD_LABELS.wheelbase}
        placeholder="Not stated"
        options={choices(WHEELBASES, 'wheelbase')}
      />
      <Select
        {...text('roof_height')}
        label={VAN_SPEC_FIELD_LABELS.roof_height}
        placeholder="Not stated"
        options={choices(ROOF_HEIGHTS, 'roof_height')}
      />
      <Select
        {...text('cab_type')}
        label={VAN_SPEC_FIELD_LABELS.cab_type}
        placeholder="Not stated"
        hint="What sits behind the cab is the body type"
        options={choices(CAB_TYPES, 'cab_type')}
      />
      {VAN_SPEC_FIGURE_FIELDS.slice(0, 9).map(figure)}
      <Select
        {...text('euro_standard')}
        label={VAN_SPEC_FIELD_LABELS.euro_standard}
        placeholder="Not stated"
        hint="On the V5C, or the DVLA lookup fills it"
        options={choices(EURO_STANDARDS, 'euro_standard')}
      />
      {figure('previous_owners')}
    </>
  );
}
