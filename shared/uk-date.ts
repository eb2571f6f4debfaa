/*
 * UK date entry (issue 28): a date is typed as day, month and year, dd/mm/yyyy, in one text
 * box that reads the same in every browser (a date input shows mm/dd/yyyy to a browser set to
 * US English). One parser for every date a person enters: the listing form's MOT expiry, the
 * admin date filters, the search's MOT filter; the CSV import reads its dates with it too.
 */

export const UK_DATE_MESSAGES = {
  /** A day that does not exist: 31/02/2027, 00/05/2026, 12/13/2026. */
  real: 'Enter a real date',
  /** Part of it missing or not numbers: '31/08', 'next week'. */
  format: 'Enter the date as day, month and year, for example 31/08/2026',
  year: 'The year must have 4 numbers, for example 2026',
} as const;

/** What every UK date field says under its label. */
export const UK_DATE_HINT = 'Day, month and year, for example 31/08/2026';

export type UkDateVerdict =
  | { ok: true; /** YYYY-MM-DD, or null when nothing was typed. */ iso: string | null }
  | { ok: false; message: string };

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Whether year, month (1-12) and day make a day of the calendar. */
function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return day <= days;
}

/**
 * A typed date: '31/08/2026', with '/', '-', '.' or spaces between the parts, one-digit days and
 * months ('1/8/2026'), eight digits ('31082026'), or an ISO date as a browser or a paste may
 * give it ('2026-08-31'). Blank is no date. Anything else is refused with what to do.
 */
export function parseUkDate(text: string): UkDateVerdict {
  const typed = text.trim();
  if (typed === '') return { ok: true, iso: null };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(typed);
  const digits = /^(\d{2})(\d{2})(\d{4})$/.exec(typed);
  const parts = iso
    ? [iso[3], iso[2], iso[1]]
    : digits
      ? [digits[1], digits[2], digits[3]]
      : typed.split(/\s*[/.\-\s]\s*/);
  if (parts.length !== 3 || parts.some((part) => !/^\d+$/.test(part ?? ''))) {
    return { ok: false, message: UK_DATE_MESSAGES.format };
  }
  const [dayText, monthText, yearText] = parts as [string, string, string];
  if (dayText.length > 2 || monthText.length > 2)
    return { ok: false, message: UK_DATE_MESSAGES.real };
  if (yearText.length !== 4) return { ok: false, message: UK_DATE_MESSAGES.year };
  const [day, month, year] = [Number(dayText), Number(monthText), Number(yearText)];
  if (!isRealDay(year, month, day)) return { ok: false, message: UK_DATE_MESSAGES.real };
  return { ok: true, iso: `${pad(year, 4)}-${pad(month)}-${pad(day)}` };
}

/** '2026-08-31' -> '31/08/2026' (how a stored date shows in a UK date field); '' for none. */
export function ukDateText(iso: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso ?? '');
  return match ? `${match[3]}/${match[2]}/${match[1]}` : '';
}

/** A typed date written out in full once it reads ('1.8.2026' -> '01/08/2026'); else as typed. */
export function tidyUkDate(text: string): string {
  const verdict = parseUkDate(text);
  return verdict.ok && verdict.iso ? ukDateText(verdict.iso) : text;
}
