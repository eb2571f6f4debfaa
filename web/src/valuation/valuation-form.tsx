import { useRef, type FormEvent } from 'react';
import { MAKES, modelsOf } from '../../../shared/catalogue/makes';
import type { ValuationForm as FormValues } from '../../../shared/valuation/form';
import { valuationYears } from '../../../shared/valuation/form';
import {
  CONDITION_LABELS,
  VALUATION_CONDITIONS,
  VALUATION_OWNERS,
} from '../../../shared/valuation/formula';
import { FormField } from '../components/form-field';
import type { FieldErrors } from './valuation-state';

type ValuationFormProps = {
  values: FormValues;
  errors: FieldErrors;
  busy: boolean;
  onChange: (values: FormValues) => void;
  onSubmit: () => void;
};

const FIELD_ORDER: (keyof FormValues)[] = [
  'make',
  'model',
  'year',
  'mileage',
  'condition',
  'owners',
];

/** Make, model (disabled until a make is picked), year, mileage, condition and owners. */
export function ValuationForm({ values, errors, busy, onChange, onSubmit }: ValuationFormProps) {
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<FormValues>) => onChange({ ...values, ...patch });
  const models = values.make ? modelsOf(values.make) : [];

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit();
    // After the errors render, the first field with one takes the focus.
    requestAnimationFrame(() => {
      const first = FIELD_ORDER.find((field) =>
        formRef.current?.querySelector(`#valuation-${field}[aria-invalid]`),
      );
      if (first) formRef.current?.querySelector<HTMLElement>(`#valuation-${first}`)?.focus();
    });
  }

  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={submit}
      aria-label="Van details"
      className="grid gap-5 sm:grid-cols-2"
    >
      <FormField id="valuation-make" label="Make" error={errors.make}>
        {(control) => (
          <select
            {...control}
            value={values.make}
            onChange={(e) => set({ make: e.target.value, model: '' })}
          >
            <option value="">Select make</option>
            {MAKES.map((make) => (
              <option key={make} value={make}>
                {make}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="valuation-model" label="Model" error={errors.model}>
        {(control) => (
          <select
            {...control}
            value={values.model}
            disabled={!values.make}
            onChange={(e) => set({ model: e.target.value })}
          >
            <option value="">{values.make ? 'Select model' : 'Select make first'}</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="valuation-year" label="Year" error={errors.year}>
        {(control) => (
          <select {...control} value={values.year} onChange={(e) => set({ year: e.target.value })}>
            <option value="">Select year</option>
            {valuationYears().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        id="valuation-mileage"
        label="Mileage"
        error={errors.mileage}
        hint="As shown on the odometer, in miles"
      >
        {(control) => (
          <input
            {...control}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            placeholder="e.g. 60000"
            value={values.mileage}
            onChange={(e) => set({ mileage: e.target.value.replace(/[,\s]/g, '') })}
          />
        )}
      </FormField>
      <FormField id="valuation-condition" label="Condition" error={errors.condition}>
        {(control) => (
          <select
            {...control}
            value={values.condition}
            onChange={(e) => set({ condition: e.target.value })}
          >
            <option value="">Select condition</option>
            {VALUATION_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {CONDITION_LABELS[condition]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id="valuation-owners" label="Number of owners" error={errors.owners}>
        {(control) => (
          <select
            {...control}
            value={values.owners}
            onChange={(e) => set({ owners: e.target.value })}
          >
            <option value="">Select owners</option>
            {VALUATION_OWNERS.map((owners) => (
              <option key={owners} value={owners}>
                {owners}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="sm:col-span-2">
        <button
          type="submit"
          disabled={busy}
          className="w-full rounded-md bg-brand-700 px-6 py-3 text-lg font-semibold text-white hover:bg-brand-800 disabled:cursor-wait disabled:opacity-80 sm:w-auto"
        >
          {busy ? 'Calculating...' : 'Get My Valuation'}
        </button>
      </div>
    </form>
  );
}
