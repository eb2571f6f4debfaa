import { z } from 'zod';

/**
 * Text a person types, as one rule for every form and API: a single-line field (a name, title,
 * location, phone, address) holds no line breaks or other control characters, so it cannot forge
 * extra lines ("Email: …") where it is printed, in a seller's mail or a log; a multi-line field
 * (a message, a description) keeps its line breaks and tabs but nothing else of the kind.
 */
export const TEXT_FIELD_MESSAGES = {
  singleLine: 'Please keep this to one line, without line breaks or special characters',
  multiLine: 'Please remove special characters (line breaks are fine)',
} as const;

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;

/** C0 and C1 controls, DEL, and Unicode's own line and paragraph separators. */
function isControl(code: number): boolean {
  return code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x2028 || code === 0x2029;
}

function onlyPrintable(value: string, allowed: readonly number[] = []): boolean {
  for (const character of value) {
    const code = character.codePointAt(0)!;
    if (isControl(code) && !allowed.includes(code)) return false;
  }
  return true;
}

/** Trimmed text on one line; chain `.min()` and `.max()` with the field's own messages. */
export function singleLineText(message: string = TEXT_FIELD_MESSAGES.singleLine) {
  return z
    .string()
    .trim()
    .refine((value) => onlyPrintable(value), message);
}

/** Trimmed text that may span lines; chain `.min()` and `.max()` with the field's own messages. */
export function multiLineText(message: string = TEXT_FIELD_MESSAGES.multiLine) {
  return z
    .string()
    .trim()
    .refine((value) => onlyPrintable(value, [TAB, LINE_FEED, CARRIAGE_RETURN]), message);
}

export function isSingleLine(value: string): boolean {
  return onlyPrintable(value);
}
