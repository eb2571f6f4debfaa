/**
 * UK numbers as people write them: 07123 456789, +44 7123 456789, (020) 7946 0000,
 * +44 (0)20 7946 0000, 0113-496-0123. Only digits, spaces, brackets, dashes and a leading +.
 */
export function isUkPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  return /^(?:\+44|0)\d{9,10}$/.test(dialablePhone(value));
}

/**
 * The number as a phone dials it: '+44 (0)20 7946 0000' is '+442079460000' (the trunk 0 in
 * brackets is not dialled after +44), '07123 456789' is '07123456789'.
 */
export function dialablePhone(value: string): string {
  return value.replace(/[^\d+]/g, '').replace(/^\+440/, '+44');
}

export const UK_PHONE_MESSAGE = 'Please enter a valid UK phone number';
