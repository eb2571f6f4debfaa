import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BOOLEAN_COLUMNS,
  IMPORT_COLUMNS,
  REQUIRED_COLUMNS,
  TEMPLATE_EXAMPLE,
} from '#shared/csv-import/columns';
import { IMPORT_MESSAGES } from '#shared/csv-import/imports';
import {
  checkHeader,
  checkImportRow,
  IMPORT_FILE_MESSAGES,
  IMPORT_ROW_MESSAGES,
  rowNumber,
  type ImportCells,
} from '#shared/csv-import/rules';
import { LISTING_MESSAGES } from '#shared/listing-form';
import { SELLER_TERMS_MESSAGES } from '#shared/seller-terms';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const NEXT_YEAR = 2027;
/** The template is a dealer's: most rows are checked for a trade account. */
const TRADE = 'trade_dealer' as const;

const row = (overrides: Partial<Record<string, string>> = {}): ImportCells => ({
  ...TEMPLATE_EXAMPLE,
  ...overrides,
});

/** The row's one error message, without its prefix. */
function messageOf(cells: ImportCells, index = 0): string {
  const verdict = checkImportRow(cells, index, NOW, TRADE);
  if (verdict.ok) throw new Error('expected the row to be refused');
  return verdict.error.message;
}

describe('the header row', () => {
  it('accepts the template’s columns in any order, case and spacing, and only the required ones', () => {
    expect(checkHeader([...IMPORT_COLUMNS])).toEqual({ ok: true, columns: [...IMPORT_COLUMNS] });
    const shuffled = [...IMPORT_COLUMNS].reverse().map((c) => ` ${c.toUpperCase()} `);
    expect(checkHeader(shuffled)).toMatchObject({ ok: true });
    expect(
      checkHeader(['Fuel Type', ...REQUIRED_COLUMNS.filter((c) => c !== 'fuel_type')]),
    ).toMatchObject({ ok: true });
    expect(checkHeader(['\uFEFFtitle', ...REQUIRED_COLUMNS.slice(1)])).toMatchObject({ ok: true });
    // A blank header cell (a spreadsheet's trailing column) is ignored.
    expect(checkHeader([...REQUIRED_COLUMNS, ''])).toEqual({
      ok: true,
      columns: [...REQUIRED_COLUMNS, ''],
    });
  });

  it('names unknown, repeated and missing columns', () => {
    expect(checkHeader([...IMPORT_COLUMNS, 'vin', 'chassis_number'])).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.unknownColumns('vin, chassis_number'),
    });
    expect(checkHeader([...IMPORT_COLUMNS, 'make'])).toEqual({
      ok: false,
      message: IMPORT_FILE_MESSAGES.duplicateColumns('make'),
    });
    expect(checkHeader(['title', 'make', 'model', 'year'])).toEqual({
      ok: false,
      message: IMPORT_FILE_MESSAGES.missingColumns(
        'mileage, price, postcode, location, description, condition, fuel_type, transmission',
      ),
    });
  });

  it('says when the first row is data, not a header, and when the file uses semicolons', () => {
    expect(checkHeader(Object.values(TEMPLATE_EXAMPLE))).toEqual({
      ok: false,
      message: IMPORT_FILE_MESSAGES.noHeader,
    });
    expect(checkHeader([IMPORT_COLUMNS.join(';')])).toEqual({
      ok: false,
      message: IMPORT_MESSAGES.semicolons,
    });
  });
});

describe('a row', () => {
  it('passes the template’s example as the form would store it', () => {
    const verdict = checkImportRow(row(), 0, NOW, TRADE);
    expect(verdict).toEqual({
      ok: true,
      value: {
        row: 2,
        images: ['https://example.com/van-front.jpg', 'https://example.com/van-side.jpg'],
        failedImages: [],
        listing: expect.objectContaining({
          title: '2019 Ford Transit Custom 2.0 EcoBlue',
          make: 'Ford',
          model: 'Transit Custom',
          year: 2019,
          engine_size_cc: 1995,
          mileage: 48000,
          price: 16995,
          condition: 'used',
          postcode: 'M1 9AB',
          ulez_compliant: true,
          price_includes_vat: false,
          mot_expiry_date: '2026-08-31',
          service_history: 'full',
          features: ['Bluetooth / AUX / USB', 'Ply Lining', 'Parking Sensors'],
        }),
      },
    });
  });

  it('numbers rows as index + 2 and prefixes errors with the row’s make and model', () => {
    expect(rowNumber(0)).toBe(2);
    expect(messageOf(row({ price: '' }), 3)).toBe(
      'Row 5 (Ford Transit Custom): Missing required field: price',
    );
  });

  it.each(REQUIRED_COLUMNS)('requires %s: Missing required field', (column) => {
    expect(messageOf(row({ [column]: '   ' }))).toContain(IMPORT_MESSAGES.missingField(column));
    const { [column]: _left, ...without } = row();
    expect(messageOf(without)).toContain(IMPORT_MESSAGES.missingField(column));
  });

  it('wants year, mileage, price and engine size as numbers', () => {
    for (const column of ['year', 'mileage', 'price', 'engine_size_cc']) {
      expect(messageOf(row({ [column]: 'about 5' }))).toContain(IMPORT_ROW_MESSAGES.number(column));
    }
    // Written as people write them.
    expect(
      checkImportRow(row({ price: '£16,995', mileage: '48,000 ' }), 0, NOW, TRADE),
    ).toMatchObject({
      ok: true,
      value: { listing: { price: 16995, mileage: 48000 } },
    });
    // Engine size is optional.
    expect(checkImportRow(row({ engine_size_cc: '' }), 0, NOW, TRADE)).toMatchObject({
      ok: true,
      value: { listing: { engine_size_cc: null } },
    });
  });

  it('wants the year between 1900 and next year', () => {
    for (const year of ['1899', String(NEXT_YEAR + 1), '2019.5']) {
      expect(messageOf(row({ year }))).toBe(
        `Row 2 (Ford Transit Custom): ${IMPORT_MESSAGES.year(NEXT_YEAR)}`,
      );
    }
    expect(checkImportRow(row({ year: String(NEXT_YEAR) }), 0, NOW, TRADE).ok).toBe(true);
    expect(checkImportRow(row({ year: '1900' }), 0, NOW, TRADE).ok).toBe(true);
  });

  it.each(BOOLEAN_COLUMNS)('wants %s true, false or empty', (column) => {
    expect(messageOf(row({ [column]: 'yes' }))).toBe(
      `Row 2 (Ford Transit Custom): ${column} must be true or false`,
    );
    for (const [text, value] of [
      ['TRUE', true],
      ['False', false],
      ['', false],
    ] as const) {
      const verdict = checkImportRow(row({ [column]: text }), 0, NOW, TRADE);
      expect(verdict.ok && verdict.value.listing[column]).toBe(value);
    }
  });

  it('takes the catalogue’s makes and models in any case, and names an unknown one', () => {
    expect(
      checkImportRow(row({ make: 'FORD', model: 'transit custom' }), 0, NOW, TRADE),
    ).toMatchObject({
      ok: true,
      value: { listing: { make: 'Ford', model: 'Transit Custom' } },
    });
    expect(checkImportRow(row({ make: 'citroen', model: 'Relay' }), 0, NOW, TRADE)).toMatchObject({
      ok: true,
      value: { listing: { make: 'Citroën' } },
    });
    expect(messageOf(row({ make: 'Trabant' }))).toContain(IMPORT_ROW_MESSAGES.make('Trabant'));
    expect(messageOf(row({ model: 'Cortina' }))).toContain(
      IMPORT_ROW_MESSAGES.model('Ford', 'Cortina'),
    );
  });

  it('takes choices by value or label, and condition becomes the listing’s condition', () => {
    const verdict = checkImportRow(
      row({
        condition: 'New',
        fuel_type: 'Diesel',
        body_type: 'Panel Van',
        seller_type: 'Trade Dealer',
      }),
      0,
      NOW,
      TRADE,
    );
    expect(verdict).toMatchObject({
      ok: true,
      value: {
        listing: {
          condition: 'new',
          fuel_type: 'diesel',
          body_type: 'panel_van',
          seller_type: 'trade_dealer',
        },
      },
    });
    // The specification's quirk (condition written into status) is not copied: no status here.
    expect(verdict.ok && 'status' in verdict.value.listing).toBe(false);
    expect(messageOf(row({ condition: 'like new' }))).toContain(
      IMPORT_ROW_MESSAGES.choice('condition', ['used', 'new']),
    );
    // Optional choices default: the account's seller type, the commonest body.
    expect(checkImportRow(row({ seller_type: '', body_type: '' }), 0, NOW, TRADE)).toMatchObject({
      ok: true,
      value: { listing: { seller_type: 'trade_dealer', body_type: 'panel_van' } },
    });
    expect(
      checkImportRow(row({ seller_type: '', price_includes_vat: '' }), 0, NOW, 'private_seller'),
    ).toMatchObject({ ok: true, value: { listing: { seller_type: 'private_seller' } } });
  });

  it('refuses a row whose seller type or VAT answer the account may not give', () => {
    const asPrivate = (cells: ImportCells) => {
      const verdict = checkImportRow(cells, 0, NOW, 'private_seller');
      if (verdict.ok) throw new Error('expected the row to be refused');
      return verdict.error.message;
    };
    expect(asPrivate(row({ seller_type: 'trade_dealer', price_includes_vat: '' }))).toBe(
      `Row 2 (Ford Transit Custom): ${SELLER_TERMS_MESSAGES.privateAccountTrade}`,
    );
    expect(asPrivate(row({ seller_type: '', price_includes_vat: 'true' }))).toBe(
      `Row 2 (Ford Transit Custom): ${SELLER_TERMS_MESSAGES.privateAccountVat}`,
    );
    expect(messageOf(row({ seller_type: 'Private Seller' }))).toBe(
      `Row 2 (Ford Transit Custom): ${SELLER_TERMS_MESSAGES.tradeAccountPrivate}`,
    );
  });

  it('checks the form’s own rules: postcode, location, title, description, date', () => {
    expect(messageOf(row({ postcode: 'NOT A CODE' }))).toContain(LISTING_MESSAGES.postcode);
    expect(messageOf(row({ location: '12 Main Street' }))).toContain(LISTING_MESSAGES.location);
    expect(messageOf(row({ title: 'x'.repeat(101) }))).toContain(LISTING_MESSAGES.titleLong);
    expect(messageOf(row({ description: 'Too short.' }))).toContain(LISTING_MESSAGES.description);
    expect(messageOf(row({ description: 'x'.repeat(100_000) }))).toBe(
      `Row 2 (Ford Transit Custom): ${LISTING_MESSAGES.descriptionLong}`,
    );
    expect(messageOf(row({ mot_expiry_date: 'next spring' }))).toContain(
      LISTING_MESSAGES.motExpiry,
    );
    // A UK-style date is read as one.
    expect(checkImportRow(row({ mot_expiry_date: '31/8/2026' }), 0, NOW, TRADE)).toMatchObject({
      ok: true,
      value: { listing: { mot_expiry_date: '2026-08-31' } },
    });
    // Read by the site's one UK date parser (issue 28), as a seller types it in the form.
    for (const typed of ['31-08-2026', '31.08.2026']) {
      expect(checkImportRow(row({ mot_expiry_date: typed }), 0, NOW, TRADE)).toMatchObject({
        ok: true,
        value: { listing: { mot_expiry_date: '2026-08-31' } },
      });
    }
    expect(messageOf(row({ mot_expiry_date: '31/02/2027' }))).toContain(LISTING_MESSAGES.motExpiry);
    expect(messageOf(row({ title: 'Two\u0007lines' }))).toContain('special characters');
  });

  it('splits features and images on commas, and checks each', () => {
    expect(messageOf(row({ features: 'Tow Bar, Rocket Boosters' }))).toContain(
      IMPORT_ROW_MESSAGES.features('Rocket Boosters'),
    );
    // An image cell that is no http(s) URL does not refuse the row (issue 28): it is imported
    // without that photo, and the run says so.
    expect(
      checkImportRow(
        row({ images: 'https://example.com/a.jpg, ftp://example.com/b.jpg' }),
        0,
        NOW,
        TRADE,
      ),
    ).toMatchObject({
      ok: true,
      value: { images: ['https://example.com/a.jpg'], failedImages: ['ftp://example.com/b.jpg'] },
    });
    expect(
      checkImportRow(
        row({ images: 'not a url, javascript:alert(1), file:///etc/passwd' }),
        0,
        NOW,
        TRADE,
      ),
    ).toMatchObject({
      ok: true,
      value: {
        images: [],
        failedImages: ['not a url', 'javascript:alert(1)', 'file:///etc/passwd'],
      },
    });
    const eleven = Array.from({ length: 11 }, (_, i) => `https://example.com/${i}.jpg`).join(',');
    expect(messageOf(row({ images: eleven }))).toContain(LISTING_MESSAGES.maxPhotos);
    // No images: imported without photos (added later on edit).
    expect(checkImportRow(row({ images: '' }), 0, NOW, TRADE)).toMatchObject({
      ok: true,
      value: { images: [] },
    });
  });

  it('reads an optional colour from the V5C list in any case, and names one not on it', () => {
    expect(checkImportRow(row({ colour: 'dark GREY' }), 0, NOW, TRADE)).toMatchObject({
      ok: false,
    });
    expect(messageOf(row({ colour: 'Chartreuse' }))).toBe(
      `Row 2 (Ford Transit Custom): ${IMPORT_ROW_MESSAGES.colour('Chartreuse')}`,
    );
    expect(checkImportRow(row({ colour: 'gray' }), 0, NOW, TRADE)).toMatchObject({
      ok: true,
      value: { listing: { colour: 'Grey' } },
    });
    expect(checkImportRow(row({ colour: '' }), 0, NOW, TRADE)).toMatchObject({
      ok: true,
      value: { listing: { colour: null } },
    });
    // A file without the column (written before it existed) is read as before.
    const { colour: _left, ...older } = row();
    expect(checkImportRow(older, 0, NOW, TRADE)).toMatchObject({
      ok: true,
      value: { listing: { colour: null } },
    });
  });

  it('keeps cells that begin with = + - @ as the text they are', () => {
    const verdict = checkImportRow(
      row({ title: '=HYPERLINK("http://evil.example","Click")', location: 'Leeds' }),
      0,
      NOW,
      TRADE,
    );
    expect(verdict).toMatchObject({
      ok: true,
      value: { listing: { title: '=HYPERLINK("http://evil.example","Click")' } },
    });
    const description = '+44 call now. @dealer -- great van, well looked after, full history.';
    expect(checkImportRow(row({ description }), 0, NOW, TRADE)).toMatchObject({
      ok: true,
      value: { listing: { description } },
    });
  });

  it('gives every problem of a row in one error, in column order', () => {
    expect(messageOf(row({ year: 'soon', price: '', ulez_compliant: 'maybe' }))).toBe(
      'Row 2 (Ford Transit Custom): year must be a number; ulez_compliant must be true or false; Missing required field: price',
    );
  });

  it('never throws on arbitrary cells, and names each bad cell it refuses', () => {
    const cellText = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom('', ' ', '=1+1', '-5', '@x', 'true', 'FALSE', '1e400', 'NaN', '0x10', '£'),
      fc.string({ unit: 'binary', maxLength: 20 }),
    );
    fc.assert(
      fc.property(
        fc.record(Object.fromEntries(IMPORT_COLUMNS.map((c) => [c, cellText]))),
        fc.nat(5000),
        (cells, index) => {
          const verdict = checkImportRow(cells as ImportCells, index, NOW, TRADE);
          if (verdict.ok) {
            expect(verdict.value.row).toBe(index + 2);
            return;
          }
          expect(verdict.error.row).toBe(index + 2);
          expect(verdict.error.message).toMatch(/^Row \d+ \(.*\): \S/s);
          expect(verdict.error.message.length).toBeLessThan(2000);
        },
      ),
      { numRuns: 200 },
    );
  }, 30_000);

  it('refuses any one bad cell of a good row with a message about that column', () => {
    const badCells: Record<string, fc.Arbitrary<string>> = {
      year: fc.constantFrom('abc', '1800', '3000', '20.5'),
      mileage: fc.constantFrom('lots', '-1', '2000001'),
      price: fc.constantFrom('free', '0', '1000001'),
      ulez_compliant: fc.constantFrom('yes', 'no', '1', 'y'),
      hpi_clear: fc.constantFrom('yes', 'clear'),
      fuel_type: fc.constantFrom('coal', 'steam'),
      postcode: fc.constantFrom('12345', 'ZZ', 'M1'),
    };
    fc.assert(
      fc.property(
        fc
          .constantFrom(...Object.keys(badCells))
          .chain((column) => badCells[column]!.map((value) => [column, value] as const)),
        ([column, value]) => {
          const message = messageOf(row({ [column]: value }));
          // One problem, told about that cell (its column's name or its rule's own words).
          expect(message.split('; ')).toHaveLength(1);
          const hints: Record<string, string> = {
            postcode: LISTING_MESSAGES.postcode,
            mileage: LISTING_MESSAGES.mileage,
            price: LISTING_MESSAGES.price,
            year: 'Year must be between',
          };
          const hint = hints[column] ?? column;
          expect(message.includes(hint) || message.includes(column)).toBe(true);
        },
      ),
    );
  });
});
