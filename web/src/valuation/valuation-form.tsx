import { useMemo, type FormEvent } from 'react';
import { isMake, MAKES, modelsOf } from '#shared/catalogue/makes';
import type { VehicleDetails } from '#shared/vehicle/vehicle-details';
import { RegistrationLookup } from '../forms/registration-lookup';
import { valuationFormSchema, valuationYears } from '#shared/valuation/form';
import {
  CONDITION_LABELS,
  VALUATION_CONDITIONS,
  VALUATION_OWNERS,
  type ValuationInput,
} from '#shared/valuation/formula';
import { Field, TextInput } from '../ui/field';
import { schemaCheck, useForm } from '../forms/use-form';
import { EMPTY_FORM, VALUATION_FIELDS } from './valuation-state';

type ValuationFormProps = {
  busy: boolean;
  /** The checked details, once every field is valid. */
  onValid: (input: ValuationInput) => void;
};

/** Make, model (disabled until a make is picked), year, mileage, condition and owners. */
export function ValuationForm({ busy, onValid }: ValuationFormProps) {
  const schema = useMemo(() => valuationFormSchema(), []);
  const form = useForm({
    initial: EMPTY_FORM,
    check: schemaCheck(schema),
    // A new make starts without a model; the model's own message, if any, stays.
    rules: (next, previous) => (next.make === previous.make ? next : { ...next, model: '' }),
    idPrefix: 'valuation',
    order: VALUATION_FIELDS,
  });
  const { values, errors } = form;
  const models = values.make ? modelsOf(values.make) : [];

  /** Make, model and year from the DVLA's record, where the valuation's lists have them. */
  function fillFromLookup(details: VehicleDetails) {
    if (!details.make || !isMake(details.make)) return;
    form.set('make', details.make);
    if (details.model && modelsOf(details.make).includes(details.model))
      form.set('model', details.model);
    if (details.year && valuationYears().includes(details.year))
      form.set('year', String(details.year));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void form.submit(onValid);
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Van details"
      className="grid gap-5 sm:grid-cols-2"
    >
      <div className="sm:col-span-2">
        <RegistrationLookup id="valuation-registration" onFound={fillFromLookup} />
      </div>
      <Field id={form.idOf('make')} label="Make" error={errors.make}>
        {(control) => (
          <select
            {...control}
            value={values.make}
            onChange={(e) => {
              form.set('make', e.target.value);
            }}
          >
            <option value="">Select make</option>
            {MAKES.map((make) => (
              <option key={make} value={make}>
                {make}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={form.idOf('model')} label="Model" error={errors.model}>
        {(control) => (
          <select
            {...control}
            value={values.model}
            disabled={!values.make}
            onChange={(e) => form.set('model', e.target.value)}
          >
            <option value="">{values.make ? 'Select model' : 'Select make first'}</option>
            {models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={form.idOf('year')} label="Year" error={errors.year}>
        {(control) => (
          <select
            {...control}
            value={values.year}
            onChange={(e) => form.set('year', e.target.value)}
          >
            <option value="">Select year</option>
            {valuationYears().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextInput
        {...form.field('mileage', (value) => value.replace(/[,\s]/g, ''))}
        label="Mileage"
        hint="As shown on the odometer, in miles"
        inputMode="numeric"
        autoComplete="off"
        placeholder="e.g. 60000"
      />
      <Field id={form.idOf('condition')} label="Condition" error={errors.condition}>
        {(control) => (
          <select
            {...control}
            value={values.condition}
            onChange={(e) => form.set('condition', e.target.value)}
          >
            <option value="">Select condition</option>
            {VALUATION_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {CONDITION_LABELS[condition]}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field id={form.idOf('owners')} label="Number of owners" error={errors.owners}>
        {(control) => (
          <select
            {...control}
            value={values.owners}
            onChange={(e) => form.set('owners', e.target.value)}
          >
            <option value="">Select owners</option>
            {VALUATION_OWNERS.map((owners) => (
              <option key={owners} value={owners}>
                {owners}
              </option>
            ))}
          </select>
        )}
      </Field>
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
