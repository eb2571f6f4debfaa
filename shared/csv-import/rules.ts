import { z } from 'zod';
import { isMake, MAKES, modelsOf } from '../catalogue/makes';
import { vanColourOf } from '../catalogue/colours';
import { LABELS, type SellerType } from '../catalogue/enums';
import { FEATURES } from '../catalogue/features';
import {
  LISTING_MESSAGES,
  listingFormSchema,
  listingYearRange,
  type ListingForm,
} from '../listing-form';
import {
  BOOLEAN_COLUMNS,
  IMPORT_CHOICES,
  IMPORT_COLUMNS,
  IMPORT_DEFAULTS,
  REQUIRED_COLUMNS,
  type ImportColumn,
} from './columns';
import { parseUkDate } from '../uk-date';
import { IMPORT_LIMITS, IMPORT_MESSAGES, type ImportError } from './imports';
import { listingTerms, sellerTermsIssues } from '../seller-terms';
import { vanSpecsIssues } from '../vehicle/van-specs-form';
import {
  VAN_SPEC_CHOICE_COLUMNS,
  VAN_SPEC_FIGURE_COLUMNS,
  vanSpecChoiceOf,
  type VanSpecChoiceColumn,
} from './van-spec-cells';

/*
 * The import's header and row rules (spec 02 section 5, docs/csv-import.md), pure: the run
 * checks every row with them, and the web may preview a file with them. The specification's
 * import rules and exact messages first; then the listing form's own rules (shared/listing-form.ts)
 * over the same values, so an imported listing is as valid as a typed one. Never throws: any
 * cell, however odd, ends as a value or a message.
 */

/** File-level messages beyond shared/csv-import/imports.ts IMPORT_MESSAGES. */
export const IMPORT_FILE_MESSAGES = {
  noHeader: `The first row must be the header row (${IMPORT_COLUMNS.slice(0, 4).join(', ')}, …): download the template to see it`,
  missingColumns: (columns: string) => `Missing required columns: ${columns}`,
  duplicateColumns: (columns: string) => `Columns given more than once: ${columns}`,
  /** A run that stopped on something other than the file (after its retries). */
  stopped: 'The import stopped before it finished. Please try again later.',
} as const;

/** Row messages beyond the specification's (its own are IMPORT_MESSAGES'). */
export const IMPORT_ROW_MESSAGES = {
  number: (column: string) => `${column} must be a number`,
  choice: (column: string, values: readonly string[]) =>
    `${column} must be one of: ${values.join(', ')}`,
  make: (make: string) => `Unknown make: ${make}. Please use a make from the instructions`,
  model: (make: string, model: string) =>
    `Unknown model for ${make}: ${model}. Please use a model from the instructions`,
  features: (unknown: string) => `${LISTING_MESSAGES.features}: ${unknown}`,
  colour: (colour: string) =>
    `Unknown colour: ${colour}. Please use a colour from the instructions (as on the V5C), or leave it empty`,
  tooManyImages: LISTING_MESSAGES.maxPhotos,
} as const;

/** A file row as csv-parse gives it: column to cell text (columns from the header). */
export type ImportCells = Readonly<Record<string, string | undefined>>;

/**
 * A valid row: the listing form's values (its photos come from `images`), the image URLs to
 * fetch, and the image cells that are no http(s) URL at all: the row is imported without them
 * and says so, as it is without a photo that cannot be fetched.
 */
export type ImportedRow = {
  /** The file's row number (index + 2). */
  row: number;
  /** The seller type is the importing account's (shared/seller-terms.ts). */
  listing: Omit<ListingForm, 'photos'> & { seller_type: SellerType };
  images: string[];
  /** Absent in chunk files written before issue 28. */
  failedImages?: string[];
};

export type RowVerdict = { ok: true; value: ImportedRow } | { ok: false; error: ImportError };

/** The specification's row number: the data row's index (from 0) plus 2 (the header is row 1). */
export const rowNumber = (index: number) => index + 2;

// Long cells are cut in messages: an error list should stay readable whatever the file holds.
const MAX_ECHO = 60;
const echo = (text: string) => (text.length > MAX_ECHO ? `${text.slice(0, MAX_ECHO)}…` : text);

/** 'Row 5 (Ford Transit): message; message', from the row's own make and model cells. */
export function rowError(
  row: number,
  cells: ImportCells,
  messages: readonly string[],
): ImportError {
  const make = echo((cells.make ?? '').trim());
  const model = echo((cells.model ?? '').trim());
  return { row, message: `${IMPORT_MESSAGES.rowPrefix(row, make, model)} ${messages.join('; ')}` };
}

// Header --------------------------------------------------------------------------------------

export type HeaderVerdict =
  | {
      ok: true;
      /** The header's cells as column names (blank names: ignored columns, as ''). */
      columns: string[];
    }
  | { ok: false; message: string };

/** A header cell as a column name: 'Engine Size CC ' -> 'engine_size_cc'. */
export function columnName(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
}

const KNOWN = new Set<string>(IMPORT_COLUMNS);

/** Checks the header row: the columns it names, or the file-level message. */
export function checkHeader(cells: readonly string[]): HeaderVerdict {
  if (cells.length === 1 && (cells[0] ?? '').includes(';')) {
    return { ok: false, message: IMPORT_MESSAGES.semicolons };
  }
  const columns = cells.map(columnName);
  if (!columns.some((column) => KNOWN.has(column))) {
    return { ok: false, message: IMPORT_FILE_MESSAGES.noHeader };
  }
  const named = columns.filter(Boolean);
  const unknown = [...new Set(named.filter((column) => !KNOWN.has(column)))];
  if (unknown.length > 0) {
    return { ok: false, message: IMPORT_MESSAGES.unknownColumns(unknown.map(echo).join(', ')) };
  }
  const repeated = [...new Set(named.filter((column, i) => named.indexOf(column) !== i))];
  if (repeated.length > 0) {
    return { ok: false, message: IMPORT_FILE_MESSAGES.duplicateColumns(repeated.join(', ')) };
  }
  const missing = REQUIRED_COLUMNS.filter((column) => !named.includes(column));
  if (missing.length > 0) {
    return { ok: false, message: IMPORT_FILE_MESSAGES.missingColumns(missing.join(', ')) };
  }
  return { ok: true, columns };
}

// Cells ---------------------------------------------------------------------------------------

const cellOf = (cells: ImportCells, column: ImportColumn) => {
  const value = cells[column];
  return typeof value === 'string' ? value.trim() : '';
};

/** '12,500', '£16,995', ' 2019 ' -> a number; NaN when it is not one. */
function numberOf(text: string): number {
  const cleaned = text.replace(/[,£\s]/g, '');
  return cleaned === '' || !/^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i.test(cleaned)
    ? Number.NaN
    : Number(cleaned);
}

/** true/false in any case (spreadsheets write TRUE); empty is false; anything else undefined. */
function booleanOf(text: string): boolean | undefined {
  const lower = text.toLowerCase();
  if (lower === '' || lower === 'false') return false;
  if (lower === 'true') return true;
  return undefined;
}

const looseKey = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ');

/** A choice by its stored value or its label, loosely ('Panel Van', 'panel-van', 'PANEL_VAN'). */
function choiceOf(column: keyof typeof IMPORT_CHOICES, text: string): string | undefined {
  const labels = LABELS[column] as Record<string, string>;
  const wanted = looseKey(text);
  return IMPORT_CHOICES[column].find(
    (value) => looseKey(value) === wanted || looseKey(labels[value] ?? '') === wanted,
  );
}

const folded = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/** The catalogue's make for a cell, in any case and with or without accents ('citroen'). */
export function catalogueMake(text: string): string | undefined {
  return MAKES.find((make) => folded(make) === folded(text));
}

export function catalogueModel(make: string, text: string): string | undefined {
  return isMake(make) ? modelsOf(make).find((model) => folded(model) === folded(text)) : undefined;
}

/** A comma-separated list cell: its items trimmed, blanks dropped, repeats once. */
export function listOf(text: string): string[] {
  return [
    ...new Set(
      text
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

/** An image cell's URL as the run will fetch it, or undefined when it is no http(s) URL. */
export function imageUrlOf(text: string): string | undefined {
  if (!URL.canParse(text)) return undefined;
  const url = new URL(text);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
}

/**
 * '31/08/2026' or '2026-08-31' -> '2026-08-31' (the site's one UK date parser); anything else as
 * it is (the form refuses it).
 */
function isoDateOf(text: string): string {
  const verdict = parseUkDate(text);
  return verdict.ok ? (verdict.iso ?? '') : text;
}

// The form's schema without its photos (an import's come from image URLs), made once per year.
let formSchema: { year: number; schema: z.ZodType<Omit<ListingForm, 'photos'>> } | undefined;
function formWithoutPhotos(now: Date) {
  const year = now.getUTCFullYear();
  if (formSchema?.year !== year) {
    const { photos: _photos, ...shape } = listingFormSchema(now).shape;
    formSchema = { year, schema: z.object(shape) as never };
  }
  return formSchema.schema;
}

// Rows ----------------------------------------------------------------------------------------

/**
 * Checks one data row (index from 0) for the account that owns the import: the specification's
 * rules and messages, then the listing form's, then the account's seller type (an empty
 * seller_type is the account's; another is refused, and so is a price including VAT from a
 * private account); a valid row's values as the form would store them.
 */
export function checkImportRow(
  cells: ImportCells,
  index: number,
  now: Date,
  accountType: SellerType,
): RowVerdict {
  const row = rowNumber(index);
  const messages = new Map<ImportColumn, string>();
  const flag = (column: ImportColumn, message: string) => {
    if (!messages.has(column)) messages.set(column, message);
  };
  const cell = (column: ImportColumn) => cellOf(cells, column);

  for (const column of REQUIRED_COLUMNS) {
    if (cell(column) === '') flag(column, IMPORT_MESSAGES.missingField(column));
  }

  const numbers: Partial<Record<ImportColumn, number | null>> = {};
  for (const column of [
    'year',
    'mileage',
    'price',
    'engine_size_cc',
    ...VAN_SPEC_FIGURE_COLUMNS,
  ] as const) {
    const text = cell(column);
    if (text === '') {
      numbers[column] = null;
      continue;
    }
    const value = numberOf(text);
    if (Number.isNaN(value)) flag(column, IMPORT_ROW_MESSAGES.number(column));
    numbers[column] = Number.isNaN(value) ? null : value;
  }
  const { first, last } = listingYearRange(now);
  const year = numbers.year;
  if (typeof year === 'number' && !(Number.isInteger(year) && year >= first && year <= last)) {
    flag('year', IMPORT_MESSAGES.year(last));
  }

  const booleans: Partial<Record<ImportColumn, boolean>> = {};
  for (const column of BOOLEAN_COLUMNS) {
    const value = booleanOf(cell(column));
    if (value === undefined) flag(column, IMPORT_MESSAGES.boolean(column));
    booleans[column] = value ?? false;
  }

  const choices: Partial<Record<ImportColumn, string | null>> = {};
  for (const column of Object.keys(IMPORT_CHOICES) as (keyof typeof IMPORT_CHOICES)[]) {
    const text = cell(column);
    if (text === '') {
      choices[column] = (IMPORT_DEFAULTS as Partial<Record<string, string>>)[column] ?? null;
      continue;
    }
    const value = choiceOf(column, text);
    if (!value) flag(column, IMPORT_ROW_MESSAGES.choice(column, IMPORT_CHOICES[column]));
    choices[column] = value ?? null;
  }

  // The van specification's choices: stored values, labels, L and H codes, 'Euro 6'.
  const specChoices: Partial<Record<VanSpecChoiceColumn, string | null>> = {};
  for (const column of Object.keys(VAN_SPEC_CHOICE_COLUMNS) as VanSpecChoiceColumn[]) {
    const text = cell(column);
    const value = text === '' ? null : vanSpecChoiceOf(column, text);
    if (value === undefined)
      flag(column, IMPORT_ROW_MESSAGES.choice(column, VAN_SPEC_CHOICE_COLUMNS[column].values));
    specChoices[column] = value ?? null;
  }
  const specFigures = Object.fromEntries(
    VAN_SPEC_FIGURE_COLUMNS.map((column) => [column, numbers[column] ?? null]),
  );

  const make = cell('make') ? catalogueMake(cell('make')) : undefined;
  if (cell('make') && !make) flag('make', IMPORT_ROW_MESSAGES.make(echo(cell('make'))));
  const model = make && cell('model') ? catalogueModel(make, cell('model')) : undefined;
  if (make && cell('model') && !model) {
    flag('model', IMPORT_ROW_MESSAGES.model(make, echo(cell('model'))));
  }

  const colour = cell('colour') ? vanColourOf(cell('colour')) : null;
  if (colour === undefined) flag('colour', IMPORT_ROW_MESSAGES.colour(echo(cell('colour'))));

  const features = listOf(cell('features'));
  const unknownFeatures = features.filter(
    (f) => !FEATURES.some((known) => folded(known) === folded(f)),
  );
  if (unknownFeatures.length > 0) {
    flag('features', IMPORT_ROW_MESSAGES.features(unknownFeatures.map(echo).join(', ')));
  }

  const images = listOf(cell('images'));
  if (images.length > IMPORT_LIMITS.maxImagesPerRow) {
    flag('images', IMPORT_ROW_MESSAGES.tooManyImages);
  }

  // The form's rules over the values as the form would send them.
  const form = formWithoutPhotos(now).safeParse({
    title: cell('title'),
    make: make ?? cell('make'),
    model: model ?? cell('model'),
    year: numbers.year ?? '',
    engine_size_cc: numbers.engine_size_cc ?? null,
    mileage: numbers.mileage ?? '',
    condition: choices.condition ?? cell('condition'),
    fuel_type: choices.fuel_type ?? cell('fuel_type'),
    transmission: choices.transmission ?? cell('transmission'),
    body_type: choices.body_type ?? cell('body_type'),
    colour: colour ?? null,
    ulez_compliant: booleans.ulez_compliant,
    price: numbers.price ?? '',
    price_includes_vat: booleans.price_includes_vat,
    price_negotiable: booleans.price_negotiable,
    postcode: cell('postcode'),
    location: cell('location'),
    // Empty: the account's type (null here, as the form would leave it unsent).
    seller_type:
      cell('seller_type') === '' ? undefined : (choices.seller_type ?? cell('seller_type')),
    description: cell('description'),
    mot_expiry_date: isoDateOf(cell('mot_expiry_date')),
    service_history: choices.service_history ?? cell('service_history'),
    v5c_logbook_available: booleans.v5c_logbook_available,
    hpi_clear: booleans.hpi_clear,
    features: features.map((f) => FEATURES.find((known) => folded(known) === folded(f)) ?? f),
    registration: cell('registration'),
    show_registration: booleans.show_registration,
    stock_reference: cell('stock_reference'),
    derivative: cell('derivative'),
    ...specChoices,
    ...specFigures,
  });
  if (!form.success) {
    for (const issue of form.error.issues) {
      const column = issue.path[0];
      if (typeof column === 'string' && KNOWN.has(column))
        flag(column as ImportColumn, issue.message);
    }
  } else {
    for (const [column, message] of Object.entries(sellerTermsIssues(form.data, accountType))) {
      flag(column as ImportColumn, message);
    }
    // The rules between figures, as the API's 422 (a payload heavier than the van).
    for (const [column, message] of Object.entries(vanSpecsIssues(form.data))) {
      flag(column as ImportColumn, message);
    }
  }

  if (messages.size > 0 || !form.success) {
    const ordered = IMPORT_COLUMNS.flatMap((column) => messages.get(column) ?? []);
    return { ok: false, error: rowError(row, cells, ordered) };
  }
  const urls = images.flatMap((text) => imageUrlOf(text) ?? []);
  const failedImages = images.filter((text) => !imageUrlOf(text)).map(echo);
  return {
    ok: true,
    value: { row, listing: listingTerms(form.data, accountType), images: urls, failedImages },
  };
}
