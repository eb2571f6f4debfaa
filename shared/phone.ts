/** UK numbers: 07123 456789, +44 7123 456789, 020 7946 0000 (spaces, dashes, brackets allowed). */
export const UK_PHONE = /^(?:\+44\s?|0)(?:[\s()-]*\d){9,10}$/;

export const UK_PHONE_MESSAGE = 'Please enter a valid UK phone number';
