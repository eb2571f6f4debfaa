/** 'tel:+447123456789' from '+44 7123 456789' or '07123-456789'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
