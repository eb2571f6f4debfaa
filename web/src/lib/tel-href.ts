import { dialablePhone } from '#shared/phone';

/** 'tel:+447123456789' from '+44 7123 456789' or '+44 (0)7123 456789'; 'tel:07123456789'. */
export function telHref(phone: string): string {
  return `tel:${dialablePhone(phone)}`;
}
