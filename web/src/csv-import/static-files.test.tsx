import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VAN_COLOURS } from '#shared/catalogue/colours';
import { FEATURES } from '#shared/catalogue/features';
import { MAKES, modelsOf } from '#shared/catalogue/makes';
import { IMPORT_COLUMNS, REQUIRED_COLUMNS, TEMPLATE_EXAMPLE } from '#shared/csv-import/columns';
import { checkImportRow } from '#shared/csv-import/rules';
import { isPagePath } from '#shared/pages/match';
import { ImportInstructionsView, instructionsParts } from './import-instructions-page';

// The static files of spec 02 section 7, served from the site's root (Vite copies web/public/).
const publicFile = (name: string) =>
  readFileSync(new URL(`../../public/${name}`, import.meta.url), 'utf8');
const template = publicFile('listing-import-template.csv');
const instructions = publicFile('listing-import-instructions.md');

describe('/listing-import-template.csv', () => {
  const rows = parse(template, { bom: true }) as string[][];

  it('has the header row of the run’s columns, in order', () => {
    expect(rows[0]).toEqual([...IMPORT_COLUMNS]);
  });

  it('has two example rows, the first the shared example', () => {
    expect(rows).toHaveLength(3);
    const first = Object.fromEntries(IMPORT_COLUMNS.map((column, i) => [column, rows[1]![i]]));
    expect(first).toEqual(TEMPLATE_EXAMPLE);
  });

  it('has examples the run accepts as they are: both for a trade account, the first for any', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    for (const [index, cells] of rows.slice(1).entries()) {
      const row = Object.fromEntries(IMPORT_COLUMNS.map((column, i) => [column, cells[i]]));
      const verdict = checkImportRow(row, index, now, 'trade_dealer');
      expect(verdict.ok, JSON.stringify(verdict)).toBe(true);
    }
    const first = Object.fromEntries(IMPORT_COLUMNS.map((column, i) => [column, rows[1]![i]]));
    expect(checkImportRow(first, 0, now, 'private_seller').ok).toBe(true);
  });

  it('is plain UTF-8 text with commas, one line a row', () => {
    expect(template).not.toContain(';');
    expect(template.endsWith('\n')).toBe(true);
    expect(template.trimEnd().split('\n')).toHaveLength(3);
  });
});

describe('/listing-import-instructions.md', () => {
  it('names every column, and says which are required', () => {
    for (const column of IMPORT_COLUMNS) expect(instructions).toContain(`| \`${column}\` |`);
    for (const column of REQUIRED_COLUMNS) {
      expect(instructions).toMatch(new RegExp(`\\| \`${column}\` \\| yes \\|`));
    }
    const optional = IMPORT_COLUMNS.filter(
      (column) => !(REQUIRED_COLUMNS as readonly string[]).includes(column),
    );
    for (const column of optional) {
      expect(instructions).toMatch(new RegExp(`\\| \`${column}\` \\| no \\|`));
    }
  });

  it('lists every make and model of the catalogue, and every feature', () => {
    for (const make of MAKES) {
      expect(instructions).toContain(`| ${make} | ${modelsOf(make).join(', ')} |`);
    }
    const flat = instructions.replace(/\s+/g, ' ');
    for (const feature of FEATURES) expect(flat).toContain(feature);
  });

  it('lists every colour the run accepts', () => {
    const flat = instructions.replace(/\s+/g, ' ');
    expect(flat).toContain(`${VAN_COLOURS.slice(0, -1).join(', ')}, ${VAN_COLOURS.at(-1)}.`);
  });

  it('states the limits and the rules in plain words', () => {
    for (const words of [
      '**10 MB**',
      '**5,000 rows**',
      '**10 images**',
      '**5 MB**',
      'header row',
      'Empty lines are skipped',
      '**commas**',
      '**UTF-8**',
      'from 1900 to next year',
      'imported without 1 photo:',
      '**at least 3 photos**',
      '**draft**',
      'fewer than 3',
      '**Submit for review**',
      'Row 5 (Ford Transit): Missing required field: price',
      '30 days',
    ]) {
      expect(instructions).toContain(words);
    }
  });

  it('links the template', () => {
    expect(instructions).toContain('](/listing-import-template.csv)');
  });
});

describe('/help/listing-import', () => {
  // The unit project runs in node: the page reads window.location.origin while rendering.
  beforeEach(() => {
    vi.stubGlobal('window', { location: { origin: 'https://vanyard.example' } });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is a page of the site', () => {
    expect(isPagePath('/help/listing-import')).toBe(true);
  });

  it('renders the same Markdown, its heading as the page’s one h1', () => {
    const parts = instructionsParts(instructions);
    expect(parts.title).toBe('Importing listings from a CSV file');
    expect(parts.body).not.toMatch(/^# /m);
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ImportInstructionsView markdown={instructions} failed={false} onRetry={() => undefined} />
      </MemoryRouter>,
    );
    expect(html.split('<h1').length - 1).toBe(1);
    expect(html).toContain('Importing listings from a CSV file</h1>');
    expect(html).toContain('<h2>The columns</h2>');
    expect(html).toContain('<code>engine_size_cc</code>');
    // Files are links to the files, not to pages of the app.
    expect(html).toContain(
      '<a href="/listing-import-template.csv" rel="noopener noreferrer">listing-import-template.csv</a>',
    );
    expect(html).toMatch(/<a href="\/listing-import-instructions.md"[^>]*>Markdown file<\/a>/);
  });

  it('says when the file could not be loaded', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ImportInstructionsView markdown={null} failed onRetry={() => undefined} />
      </MemoryRouter>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('Try again');
  });
});
