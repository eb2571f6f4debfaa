import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { enquiryRequestSchema } from '#shared/listing-detail';
import { ApiError } from '../api/fetch-json';
import { createFormStore, schemaCheck, type FormOptions } from './form-store';

const schema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email: z.email('Enter a valid email address'),
});

/** A store whose focus moves are written down instead of made (there is no page here). */
type Values = z.input<typeof schema>;

function formWith(options: Partial<FormOptions<Values, z.output<typeof schema>>> = {}) {
  const focused: string[] = [];
  const form = createFormStore<Values, z.output<typeof schema>>({
    initial: { name: '', email: '' },
    check: schemaCheck(schema),
    focus: (id) => focused.push(id),
    ...options,
  });
  return { form, focused };
}

/** A promise the test settles itself, to look at the form while a save is on its way. */
function deferred() {
  let resolve = () => {};
  let reject = (_error: unknown) => {};
  const promise = new Promise<void>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

describe('createFormStore: checking', () => {
  it("shows the shared schema's messages and focuses the first invalid field", async () => {
    const { form, focused } = formWith({ order: ['email', 'name'] });
    let sent = false;
    await form.submit(() => {
      sent = true;
    });
    expect(sent).toBe(false);
    expect(form.getState().errors).toEqual({
      name: 'Enter your name',
      email: 'Enter a valid email address',
    });
    // The order given, not the schema's: email is shown first on this form.
    expect(focused).toEqual(['field-email']);
  });

  it("reads the API's own enquiry schema with the spec's words", async () => {
    const form = createFormStore({
      initial: { name: '', email: 'nope', phone: '', message: 'Hi', company: '' },
      check: schemaCheck(enquiryRequestSchema),
      idPrefix: 'enquiry',
      focus: () => undefined,
    });
    await form.submit(() => undefined);
    const parsed = enquiryRequestSchema.safeParse(form.getState().values);
    expect(parsed.success).toBe(false);
    // Every field the schema refuses has exactly its first issue's message.
    for (const issue of parsed.error?.issues ?? []) {
      expect(form.getState().errors[String(issue.path[0])]).toBeDefined();
    }
    expect(form.field('email')).toMatchObject({ id: 'enquiry-email', value: 'nope' });
  });

  it('runs the action on the checked values and clears the old messages', async () => {
    const { form } = formWith();
    await form.submit(() => undefined);
    form.set('name', '  Sam ');
    form.set('email', 'sam@example.com');
    const sent: unknown[] = [];
    await form.submit((valid) => {
      sent.push(valid);
    });
    expect(sent).toEqual([{ name: 'Sam', email: 'sam@example.com' }]);
    expect(form.getState().errors).toEqual({});
  });

  it('takes a check for one submit, in place of the form’s own', async () => {
    const { form, focused } = formWith({ idOf: (name) => `custom-${name}` });
    await form.submit(
      () => undefined,
      () => ({ ok: false, errors: { email: 'Taken' } }),
    );
    expect(form.getState().errors).toEqual({ email: 'Taken' });
    expect(focused).toEqual(['custom-email']);
  });
});

describe('createFormStore: changes', () => {
  it('takes a message off the field as soon as it is changed, and only that one', async () => {
    const { form } = formWith();
    await form.submit(() => undefined);
    form.set('name', 'S');
    expect(form.getState().errors).toEqual({ email: 'Enter a valid email address' });
    form.clearErrors(['email']);
    expect(form.getState().errors).toEqual({});
  });

  it('applies the rules to what the person changes, and remembers what they set', () => {
    const form = createFormStore({
      initial: { make: 'Ford', model: 'Transit' },
      rules: (next, previous) => (next.make === previous.make ? next : { ...next, model: '' }),
      changed: ['make'],
    });
    form.set('model', 'Ranger');
    expect(form.getState().values).toEqual({ make: 'Ford', model: 'Ranger' });
    form.set('make', 'Renault');
    expect(form.getState().values).toEqual({ make: 'Renault', model: '' });
    expect([...form.getState().changed]).toEqual(['make', 'model']);
  });

  it("changes values for the page without taking messages off or counting as the person's", async () => {
    const { form } = formWith();
    await form.submit(() => undefined);
    form.change((values) => ({ ...values, name: 'From the profile' }));
    expect(form.getState().values.name).toBe('From the profile');
    expect(form.getState().errors.name).toBe('Enter your name');
    expect(form.getState().changed.size).toBe(0);
  });

  it('tells its subscribers of each change, and no longer once they leave', () => {
    const { form } = formWith();
    let heard = 0;
    const leave = form.subscribe(() => (heard += 1));
    form.set('name', 'A');
    leave();
    form.set('name', 'B');
    expect(heard).toBe(1);
  });

  it('tidies what is typed through `field` with its cleaner', () => {
    const { form } = formWith();
    form.field('name', (value) => value.toUpperCase()).onChange('sam');
    expect(form.getState().values.name).toBe('SAM');
  });
});

describe('createFormStore: the server’s field messages', () => {
  const refusal = (status: number) =>
    new ApiError(status, 'validation_failed', 'Not valid.', {
      'email.0': ['This address cannot receive mail'],
      other: ['Not on this form'],
    });

  it.each([400, 422])(
    'shows a %i answer’s messages on the fields, and focuses the first',
    (status) => {
      const { form, focused } = formWith();
      expect(form.showServerErrors(refusal(status))).toBe(true);
      expect(form.getState().errors).toEqual({ email: 'This address cannot receive mail' });
      expect(focused).toEqual(['field-email']);
    },
  );

  it('leaves the fields be for any other failure', () => {
    const { form, focused } = formWith();
    expect(form.showServerErrors(refusal(500))).toBe(false);
    expect(form.showServerErrors(new Error('offline'))).toBe(false);
    expect(form.getState().errors).toEqual({});
    expect(focused).toEqual([]);
  });
});

describe('createFormStore: submitting', () => {
  it('is busy while the action runs, and sends once however often it is asked', async () => {
    const { form } = formWith({ initial: { name: 'Sam', email: 'sam@example.com' } });
    const save = deferred();
    let calls = 0;
    // What the page hears: it renders busy, then idle again.
    const heard: boolean[] = [];
    form.subscribe(() => heard.push(form.getState().busy));
    const first = form.submit(() => {
      calls += 1;
      return save.promise;
    });
    expect(form.getState().busy).toBe(true);
    await form.submit(() => {
      calls += 1;
    });
    expect(calls).toBe(1);
    save.resolve();
    await first;
    expect(form.getState().busy).toBe(false);
    expect(heard).toEqual([true, false]);
  });

  it('is no longer busy after a failed action, so the person can try again', async () => {
    const { form } = formWith({ initial: { name: 'Sam', email: 'sam@example.com' } });
    const save = deferred();
    const first = form.submit(() => save.promise);
    save.reject(new Error('offline'));
    await expect(first).rejects.toThrow('offline');
    expect(form.getState().busy).toBe(false);
  });
});
