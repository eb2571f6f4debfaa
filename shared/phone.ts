/**
 * UK numbers as people write them: 07123 456789, +44 7123 456789, (020) 7946 0000,
 * +44 (0)20 7946 0000, 0113-496-0123. Only digits, spaces, brackets, dashes and a leading +.
 */
export function isUkPhone(value: string): boolean {
  if (!/^\+?[\d\s()-]+$/.test(value)) return false;
  const digits = value.replace(/[\s()-]/g, '').replace(/^\+440/, '+44');
  return /^(?:\+44|0)\d{9,10}$/.test(digits);
}

export const UK_PHONE_MESSAGE = 'Please enter a valid UK phone number';
