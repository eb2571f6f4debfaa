/**
 * UK vehicle registration marks (issue 31): what a seller types, in any case and spacing, made
 * into the one form the DVLA and buyers read, or a reason it is not a UK plate.
 *
 * The four GB series and Northern Ireland's:
 * - current (since September 2001): two letters, two age digits, three letters: AB19 CDE
 * - prefix (1983 to 2001): an age letter, 1 to 3 digits, three letters: P123 ABC
 * - suffix (1963 to 1983): three letters, 1 to 3 digits, an age letter: ABC 123D
 * - dateless (before 1963, and Northern Ireland): 1 to 3 letters and 1 to 4 digits, either way
 *   round: AB 1234, 1234 AB
 */

export type RegistrationFormat = 'current' | 'prefix' | 'suffix' | 'dateless';

export type Registration = {
  /** Capitals, no spaces: what the DVLA's APIs take and what the table stores. */
  plate: string;
  /** As printed on the plate, with its one space: AB19 CDE. */
  display: string;
  format: RegistrationFormat;
};

export type RegistrationProblem = 'empty' | 'too_long' | 'not_uk';

export type RegistrationResult =
  { ok: true; registration: Registration } | { ok: false; problem: RegistrationProblem };

/** The messages a seller reads under the registration field. */
export const REGISTRATION_MESSAGES: Record<RegistrationProblem, string> = {
  empty: 'Enter your registration',
  too_long: 'A registration has at most 7 letters and numbers',
  not_uk: 'Enter a UK registration, like AB19 CDE',
};

/** The series, most recent first; each splits the plate where its printed space goes. */
const SERIES: readonly { format: RegistrationFormat; pattern: RegExp }[] = [
  // Two digits after the area letters; 00 and 01 were never issued as age identifiers.
  { format: 'current', pattern: /^([A-Z]{2}(?!0[01])[0-9]{2})([A-Z]{3})$/ },
  { format: 'prefix', pattern: /^([A-Z][1-9][0-9]{0,2})([A-Z]{3})$/ },
  { format: 'suffix', pattern: /^([A-Z]{3})([1-9][0-9]{0,2}[A-Z])$/ },
  { format: 'dateless', pattern: /^([A-Z]{1,3})([1-9][0-9]{0,3})$/ },
  { format: 'dateless', pattern: /^([1-9][0-9]{0,3})([A-Z]{1,3})$/ },
];

/**
 * Reads a registration as typed: lowercase, spaced or not. Hyphens, dots and other characters
 * belong to foreign plates (DE B-AB 1234, FR AB-123-CD, IE 191-D-12345) and are refused, as are
 * shapes no UK series has.
 */
export function parseRegistration(input: string): RegistrationResult {
  const plate = input.replace(/\s+/g, '').toUpperCase();
  if (plate === '') return { ok: false, problem: 'empty' };
  if (!/^[A-Z0-9]+$/.test(plate)) return { ok: false, problem: 'not_uk' };
  if (plate.length > 7) return { ok: false, problem: 'too_long' };
  for (const { format, pattern } of SERIES) {
    const match = pattern.exec(plate);
    if (match)
      return { ok: true, registration: { plate, display: `${match[1]} ${match[2]}`, format } };
  }
  return { ok: false, problem: 'not_uk' };
}

/**
 * What a buyer sees unless the seller chooses to show the whole plate: the part before the space
 * (area and age on a current plate, 'AB19 ***'), never the letters that single the van out.
 */
export function maskRegistration(registration: Registration): string {
  const [shown] = registration.display.split(' ');
  return `${shown} ***`;
}
