import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enquiryRequestSchema } from '#shared/listing-detail';
import { profileUpdateSchema } from '#shared/profile';
import {
  isSingleLine,
  multiLineText,
  singleLineText,
  TEXT_FIELD_MESSAGES,
} from '#shared/text-fields';

const CONTROLS = [
  ...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u009f',
  '\u2028',
  '\u2029',
];
const control = fc.constantFrom(...CONTROLS);
const printable = fc.string({ unit: 'grapheme', maxLength: 40 }).filter(isSingleLine);

const ENQUIRY = {
  name: 'Sam Carter',
  email: 'sam@example.com',
  phone: '07700 900123',
  message: 'Is the van still for sale?\nCould I view it on Saturday?',
};

const PROFILE = {
  full_name: 'Sam Carter',
  phone_number: '',
  location: 'Leeds',
  website_url: '',
  seller_type: 'private_seller',
};

describe('single-line and multi-line text (shared/text-fields.ts)', () => {
  it('refuses any control character or line separator in a single-line field', () => {
    fc.assert(
      fc.property(printable, control, printable, (before, bad, after) => {
        const parsed = singleLineText().safeParse(`a${before}${bad}${after}z`);
        expect(parsed.success).toBe(false);
        if (!parsed.success)
          expect(parsed.error.issues[0]!.message).toBe(TEXT_FIELD_MESSAGES.singleLine);
      }),
    );
  });

  it('keeps any printable text, accents and emoji included, trimmed', () => {
    fc.assert(
      fc.property(printable, (value) => {
        expect(singleLineText().parse(value)).toBe(value.trim());
      }),
    );
    expect(singleLineText().parse('  Zoë’s Vans 🚐 ')).toBe('Zoë’s Vans 🚐');
  });

  it('keeps line breaks and tabs in a multi-line field, and refuses other controls', () => {
    expect(multiLineText().parse('Hello\r\n\tWorld')).toBe('Hello\r\n\tWorld');
    for (const bad of CONTROLS.filter((c) => !['\t', '\n', '\r'].includes(c))) {
      expect(multiLineText().safeParse(`Hello${bad}World`).success, JSON.stringify(bad)).toBe(
        false,
      );
    }
  });

  it('stops an enquiry name or phone from forging lines in the seller mail', () => {
    const forged = enquiryRequestSchema.safeParse({
      ...ENQUIRY,
      name: 'Sam\nEmail: attacker@example.com',
    });
    expect(forged.success).toBe(false);
    if (!forged.success) expect(forged.error.issues.map((issue) => issue.path)).toEqual([['name']]);
    expect(enquiryRequestSchema.safeParse({ ...ENQUIRY, phone: '07700 900123\r\nX' }).success).toBe(
      false,
    );
    expect(enquiryRequestSchema.parse(ENQUIRY).message).toBe(ENQUIRY.message);
  });

  it('keeps profile names, locations and web addresses on one line', () => {
    expect(profileUpdateSchema.safeParse(PROFILE).success).toBe(true);
    for (const field of ['full_name', 'location'] as const) {
      expect(
        profileUpdateSchema.safeParse({ ...PROFILE, [field]: 'Leeds\u2028Phone: 1' }).success,
      ).toBe(false);
    }
    // URL parsing would silently drop the line break; the field refuses it first.
    const website = profileUpdateSchema.safeParse({
      ...PROFILE,
      website_url: 'https://vans.example/\nEmail: x',
    });
    expect(website.success).toBe(false);
  });
});
