import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  maskRegistration,
  parseRegistration,
  REGISTRATION_MESSAGES,
} from '#shared/vehicle/registration';

function parsed(input: string) {
  const result = parseRegistration(input);
  if (!result.ok) throw new Error(`${input}: ${result.problem}`);
  return result.registration;
}

describe('parseRegistration: every UK series, as typed', () => {
  it.each([
    ['AB19CDE', 'AB19 CDE', 'current'],
    ['ab19 cde', 'AB19 CDE', 'current'],
    ['  Ab 19 c de ', 'AB19 CDE', 'current'],
    ['LV71XYZ', 'LV71 XYZ', 'current'],
    ['p123abc', 'P123 ABC', 'prefix'],
    ['R7 KLM', 'R7 KLM', 'prefix'],
    ['abc123d', 'ABC 123D', 'suffix'],
    ['XYZ 9A', 'XYZ 9A', 'suffix'],
    ['AB 1234', 'AB 1234', 'dateless'],
    ['1234ab', '1234 AB', 'dateless'],
    ['A 1', 'A 1', 'dateless'],
    ['BXZ 4321', 'BXZ 4321', 'dateless'],
  ])('reads %j as %s (%s)', (typed, display, format) => {
    const registration = parsed(typed);
    expect(registration).toEqual({ plate: display.replace(' ', ''), display, format });
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['B-AB 1234', 'not_uk'],
    ['AB-123-CD', 'not_uk'],
    ['191-D-12345', 'not_uk'],
    ['AB19.CDE', 'not_uk'],
    ['AB19 CDEF', 'too_long'],
    ['ABCDEFGH', 'too_long'],
    ['AB00 CDE', 'not_uk'],
    ['AB01 CDE', 'not_uk'],
    ['ABCDE', 'not_uk'],
    ['12345', 'not_uk'],
    ['AB 0123', 'not_uk'],
  ])('refuses %j (%s) with a message', (typed, problem) => {
    expect(parseRegistration(typed)).toEqual({ ok: false, problem });
    expect(REGISTRATION_MESSAGES[problem as keyof typeof REGISTRATION_MESSAGES]).toMatch(/\w/);
  });

  it('reads back what it prints, whatever the case and spacing it was typed in', () => {
    const letter = fc.constantFrom(...'ABCDEFGHJKLMNOPRSTUVWXY');
    const current = fc
      .tuple(
        fc.array(letter, { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 2, max: 99 }),
        fc.array(letter, { minLength: 3, maxLength: 3 }),
      )
      .map(
        ([area, age, random]) =>
          `${area.join('')}${String(age).padStart(2, '0')}${random.join('')}`,
      );
    fc.assert(
      fc.property(current, fc.boolean(), fc.nat(6), (plate, lower, space) => {
        const typed = `${plate.slice(0, space)} ${plate.slice(space)}`;
        const registration = parsed(lower ? typed.toLowerCase() : typed);
        expect(registration.plate).toBe(plate);
        expect(parsed(registration.display)).toEqual(registration);
      }),
    );
  });
});

describe('maskRegistration', () => {
  it('shows a current plate’s area and age, never the letters that single the van out', () => {
    expect(maskRegistration(parsed('ab19cde'))).toBe('AB19 ***');
  });

  it.each([
    ['P123ABC', 'P123 ***'],
    ['ABC123D', 'ABC ***'],
    ['1234AB', '1234 ***'],
  ])('masks %s as %s', (plate, masked) => {
    expect(maskRegistration(parsed(plate))).toBe(masked);
  });
});
