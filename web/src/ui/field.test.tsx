import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Checkbox } from './checkbox';
import { Field, fieldDescribedBy, FieldMessages, TextInput } from './field';
import { Select } from './select';
import { Switch } from './switch';

describe('Field', () => {
  it('ties the label, the error and the hint to the control', () => {
    const out = renderToString(
      <Field id="email" label="Email" error="Enter your email" hint="We never share it">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(out).toContain('<label for="email"');
    expect(out).toContain('aria-invalid="true" aria-describedby="email-error email-hint"');
    expect(out).toContain(
      '<p id="email-error" class="mt-1 text-sm font-medium text-red-700">Enter your email</p>',
    );
    expect(out).toContain(
      '<p id="email-hint" class="mt-1 text-sm text-muted">We never share it</p>',
    );
  });

  it('leaves aria-invalid and aria-describedby out when there is nothing to say', () => {
    const out = renderToString(<TextInput name="town" label="Town" value="" onChange={() => {}} />);
    expect(out).toContain('id="field-town"');
    expect(out).not.toContain('aria-invalid="');
    expect(out).not.toContain('aria-describedby="');
  });

  it('names the described-by ids in the order error, hint', () => {
    expect(fieldDescribedBy('x', 'bad', 'help')).toBe('x-error x-hint');
    expect(fieldDescribedBy('x', undefined, 'help')).toBe('x-hint');
    expect(fieldDescribedBy('x')).toBeUndefined();
  });
});

describe('Select', () => {
  it('is a labelled select with an empty first choice and disabled options', () => {
    const out = renderToString(
      <Select
        id="make"
        label="Make"
        placeholder="Any make"
        value=""
        options={[
          { value: 'ford', label: 'Ford' },
          { value: 'man', label: 'MAN', disabled: true },
        ]}
        hint="Makes with vans for sale"
        onChange={() => {}}
      />,
    );
    expect(out).toContain('<label for="make"');
    expect(out).toMatch(/<select id="make"[^>]*aria-describedby="make-hint"/);
    expect(out).toContain('<option value="" selected="">Any make</option>');
    expect(out).toContain('<option value="man" disabled="">MAN</option>');
  });
});

describe('Checkbox', () => {
  it('has its label beside it and its message tied to it', () => {
    const out = renderToString(
      <Checkbox
        id="terms"
        label="I accept the terms"
        checked={false}
        error="Accept the terms"
        onChange={() => {}}
      />,
    );
    expect(out).toMatch(
      /<input id="terms" type="checkbox" aria-invalid="true" aria-describedby="terms-error"/,
    );
    expect(out).toContain(
      '<label for="terms" class="font-medium text-ink">I accept the terms</label>',
    );
  });

  it('in the filter panel is the smaller, bordered look', () => {
    const out = renderToString(
      <Checkbox density="filter" id="vat" label="Price includes VAT" checked onChange={() => {}} />,
    );
    expect(out).toContain('rounded border-slate-500');
    expect(out).toContain('class="py-1 text-sm font-medium text-ink"');
  });
});

describe('Switch', () => {
  it('is a button with role switch, named by its label', () => {
    const out = renderToString(
      <Switch id="ulez" label="ULEZ compliant" checked hint="Euro 6 diesel" onChange={() => {}} />,
    );
    expect(out).toMatch(
      /<button id="ulez" type="button" role="switch" aria-checked="true" aria-labelledby="ulez-label" aria-describedby="ulez-hint"/,
    );
    expect(out).toContain('<label id="ulez-label" for="ulez"');
  });
});

describe('FieldMessages', () => {
  const render = (props: Parameters<typeof FieldMessages>[0]) =>
    renderToStaticMarkup(<FieldMessages {...props} />);

  it('says the message, then the hint, under the ids aria-describedby names', () => {
    const html = render({ id: 'field-price', error: 'Enter a price', hint: 'In pounds' });
    expect(html).toMatch(
      /^<p id="field-price-error" class="[^"]+">Enter a price<\/p><p id="field-price-hint" class="[^"]+">In pounds<\/p>$/,
    );
    expect(fieldDescribedBy('field-price', 'Enter a price', 'In pounds')).toBe(
      'field-price-error field-price-hint',
    );
  });

  it('says nothing without either, and takes the hint look it is given', () => {
    expect(render({ id: 'x' })).toBe('');
    expect(render({ id: 'x', hint: 'Tick if so', hintClassName: 'pl-8' })).toBe(
      '<p id="x-hint" class="pl-8">Tick if so</p>',
    );
  });
});
