import {
  MODERATION_REASON_LIMITS,
  SETTINGS_MESSAGES,
  updateSettingsSchema,
  type AdminSettings,
  type UpdateSettingsRequest,
} from '#shared/admin/settings';
import type { ContactDetails } from '#shared/runtime-config';
import { DEFAULT_FINANCE_SETTINGS } from '#shared/finance';
import { DEFAULT_LIVE_DAYS } from '#shared/listing-expiry';
import type { FormCheck } from '../../forms/form-store';

/** The settings form as typed: the address one line each in a text box, the reasons a list. */
export type SettingsForm = {
  email: string;
  phone: string;
  address: string;
  mapUrl: string;
  /** VanYard's company and VAT details for receipts (issue 28); all empty: none to save. */
  companyName: string;
  /** One line each, as the contact address. */
  companyAddress: string;
  companyNumber: string;
  vatNumber: string;
  reasons: string[];
  /** The finance illustrations' representative APR as typed ('9.9'), and the cards' switch. */
  apr: string;
  showMonthly: boolean;
  /** How many days a listing stays live before it expires, as typed (decision 072). */
  liveDays: string;
  /** The version the form was filled from (null: nothing stored yet). */
  version: string | null;
};

export type SettingsField =
  | 'email'
  | 'phone'
  | 'address'
  | 'mapUrl'
  | CompanyField
  | 'reasons'
  | 'apr'
  | 'liveDays'
  | `reason-${number}`
  /** Nothing the admin typed: the version the form was read at. */
  | 'form';

export type CompanyField = 'companyName' | 'companyAddress' | 'companyNumber' | 'vatNumber';

/** The form's company fields by the request's keys. */
const COMPANY_FIELDS: Record<string, CompanyField> = {
  name: 'companyName',
  address_lines: 'companyAddress',
  company_number: 'companyNumber',
  vat_number: 'vatNumber',
};

/** The order of the form's fields: the first with a message takes the focus. */
export const FIELD_ORDER = [
  'email',
  'phone',
  'address',
  'mapUrl',
  'companyName',
  'companyAddress',
  'companyNumber',
  'vatNumber',
  'apr',
  'liveDays',
  'reasons',
] as const;

/** Ours where the shared contact schema has only zod's words; the spec's for the e-mail. */
const CONTACT_MESSAGES = {
  email: 'Please enter a valid email address',
  phone: 'Please enter the phone number the site shows',
  address: 'Give the address in 2 to 6 lines',
  mapUrl: 'Please enter a map link starting with https://',
  // Any message of an address line is the address's.
  companyAddress: SETTINGS_MESSAGES.companyAddress,
} as const;

/**
 * The form filled from the stored settings, or from the contact details the site shows now
 * (the stage's configuration) while none are stored, so the first save starts from them.
 */
export function formFromSettings(
  settings: Pick<AdminSettings, 'contact' | 'moderation_reasons' | 'updated_at'> & {
    company?: AdminSettings['company'];
    finance?: AdminSettings['finance'];
    listing_live_days?: AdminSettings['listing_live_days'];
  },
  shown: ContactDetails | null,
): SettingsForm {
  const contact = settings.contact ?? shown;
  const company = settings.company ?? null;
  return {
    email: contact?.email ?? '',
    phone: contact?.phone ?? '',
    address: contact?.addressLines.join('\n') ?? '',
    mapUrl: contact?.mapUrl ?? '',
    companyName: company?.name ?? '',
    companyAddress: company?.address_lines.join('\n') ?? '',
    companyNumber: company?.company_number ?? '',
    vatNumber: company?.vat_number ?? '',
    reasons: [...settings.moderation_reasons],
    apr: String(
      settings.finance?.representative_apr ?? DEFAULT_FINANCE_SETTINGS.representative_apr,
    ),
    showMonthly:
      settings.finance?.show_monthly_on_cards ?? DEFAULT_FINANCE_SETTINGS.show_monthly_on_cards,
    liveDays: String(settings.listing_live_days ?? DEFAULT_LIVE_DAYS),
    version: settings.updated_at,
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/**
 * What the form sends: its text tidied, blank address lines and reasons left out; the company
 * details only once any of them is filled in (until then none are stored, none sent).
 */
export function requestFromForm(form: SettingsForm): UpdateSettingsRequest {
  const company = [form.companyName, form.companyAddress, form.companyNumber, form.vatNumber].some(
    (value) => value.trim() !== '',
  )
    ? {
        name: form.companyName.trim(),
        address_lines: lines(form.companyAddress),
        company_number: form.companyNumber.trim(),
        vat_number: form.vatNumber.trim(),
      }
    : undefined;
  return {
    contact: {
      email: form.email.trim(),
      phone: form.phone.trim(),
      addressLines: form.address
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean),
      mapUrl: form.mapUrl.trim(),
    },
    moderation_reasons: form.reasons.map((reason) => reason.trim()).filter(Boolean),
    ...(company ? { company } : {}),
    finance: {
      // Not a number (typed letters): NaN, which the schema refuses with the APR's message.
      representative_apr: /^\d+(\.\d+)?$/.test(form.apr.trim()) ? Number(form.apr.trim()) : NaN,
      show_monthly_on_cards: form.showMonthly,
    },
    // Not whole days (typed letters, a fraction): NaN, refused with the days' message.
    listing_live_days: /^\d+$/.test(form.liveDays.trim()) ? Number(form.liveDays.trim()) : NaN,
    expected_updated_at: form.version,
  };
}

/** Where an issue of the request belongs on the form. */
function fieldOf(path: readonly PropertyKey[]): SettingsField {
  if (path[0] === 'contact') {
    const key = path[1];
    if (key === 'addressLines') return 'address';
    if (key === 'email' || key === 'phone' || key === 'mapUrl') return key;
    return 'email';
  }
  if (path[0] === 'company') {
    return COMPANY_FIELDS[String(path[1])] ?? 'companyName';
  }
  if (path[0] === 'finance') return 'apr';
  if (path[0] === 'listing_live_days') return 'liveDays';
  if (path[0] === 'moderation_reasons') {
    return typeof path[1] === 'number' ? `reason-${path[1]}` : 'reasons';
  }
  return 'form';
}

/**
 * The form's messages by field, from the shared schema the API checks with: one a field, the
 * reasons' own (SETTINGS_MESSAGES) for the reasons. A reason's message goes under that reason,
 * counted among those not blank.
 */
export function settingsErrors(form: SettingsForm): Record<string, string> {
  const parsed = updateSettingsSchema.safeParse(requestFromForm(form));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = fieldOf(issue.path);
    const message =
      field in CONTACT_MESSAGES
        ? CONTACT_MESSAGES[field as keyof typeof CONTACT_MESSAGES]
        : issue.message;
    errors[field] ??= message;
  }
  return remapReasonErrors(form, errors);
}

/** settingsErrors as the form store's check: the request to send, or the messages. */
export const settingsCheck: FormCheck<SettingsForm, UpdateSettingsRequest> = (form) => {
  const errors = settingsErrors(form);
  return Object.keys(errors).length > 0
    ? { ok: false, errors }
    : { ok: true, data: requestFromForm(form) };
};

/**
 * The control a field's message sends the focus to: `settings-{field}`, a reason's box
 * (`settings-reason-2` for 'reason-2'), or the first reason for a message about them all.
 */
export function settingsControlId(field: string): string {
  return field === 'reasons' ? 'settings-reason-0' : `settings-${field}`;
}

/** The schema counts the reasons without the blank ones; the form shows every box. */
function remapReasonErrors(form: SettingsForm, errors: Record<string, string>) {
  const kept = form.reasons
    .map((reason, index) => ({ reason: reason.trim(), index }))
    .filter((entry) => entry.reason !== '');
  const mapped: Record<string, string> = {};
  for (const [field, message] of Object.entries(errors)) {
    const match = /^reason-(\d+)$/.exec(field);
    const index = match ? kept[Number(match[1])]?.index : undefined;
    mapped[index === undefined ? field : `reason-${index}`] = message;
  }
  return mapped;
}

/** The server's 400 field paths on the form (`contact.email`, `moderation_reasons.2`). */
export function serverSettingsErrors(fields: Record<string, string[]> | undefined) {
  const errors: Record<string, string> = {};
  for (const [path, messages] of Object.entries(fields ?? {})) {
    const field = fieldOf(
      path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    );
    const message = messages.find((text) => text.trim() !== '');
    if (message) {
      errors[field] ??=
        field in CONTACT_MESSAGES
          ? CONTACT_MESSAGES[field as keyof typeof CONTACT_MESSAGES]
          : message;
    }
  }
  return errors;
}

/** The reasons with one moved up (-1) or down (+1); out of range leaves them as they are. */
export function moveReason(reasons: readonly string[], index: number, by: -1 | 1): string[] {
  const target = index + by;
  if (index < 0 || index >= reasons.length || target < 0 || target >= reasons.length) {
    return [...reasons];
  }
  const next = [...reasons];
  [next[index], next[target]] = [next[target]!, next[index]!];
  return next;
}

export function removeReason(reasons: readonly string[], index: number): string[] {
  return reasons.filter((_, i) => i !== index);
}

export const canAddReason = (reasons: readonly string[]) =>
  reasons.length < MODERATION_REASON_LIMITS.max;
