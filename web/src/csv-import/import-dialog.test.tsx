import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MyListingsView } from '../my-listings/my-listings-page';
import { ImportCsvButton } from './import-csv-button';
import { announcement, ImportDialogView, type ImportDialogViewProps } from './import-dialog-view';
import type { ImportPhase } from './import-state';
import { importLine, RecentImports } from './recent-imports';
import { RunningImportBanner } from './running-import-banner';
import { makeImport } from './test-fixtures';

const noop = () => undefined;
const render = (element: ReactNode) =>
  renderToStaticMarkup(
    <MemoryRouter initialEntries={['/dashboard/listings']}>{element}</MemoryRouter>,
  );
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

function dialog(phase: ImportPhase, props: Partial<ImportDialogViewProps> = {}) {
  return render(
    <ImportDialogView
      phase={phase}
      fileError={null}
      onChooseFile={noop}
      onStart={noop}
      onImportAgain={noop}
      onCancelDuplicate={noop}
      onReset={noop}
      onClose={noop}
      {...props}
    />,
  );
}

describe('the Import CSV dialog, before an import', () => {
  const html = dialog({ step: 'idle', error: null });

  it('links the template and the instructions as real links', () => {
    expect(html).toMatch(
      /<a href="\/listing-import-template.csv" download=""[^>]*>Download the CSV template<\/a>/,
    );
    expect(html).toMatch(
      /<a href="\/help\/listing-import" target="_blank" rel="noopener"[^>]*>Read the import instructions/,
    );
    expect(html).toContain('href="/listing-import-instructions.md"');
  });

  it('has a labelled picker for .csv files with the limits, and the Import button', () => {
    expect(html).toMatch(/<label for="csv-import-file"[^>]*>CSV file<\/label>/);
    expect(html).toMatch(/<input id="csv-import-file"[^>]*type="file" accept=".csv,text\/csv"/);
    expect(html).toContain('A .csv file of at most 10 MB and 5,000 rows.');
    expect(html).toMatch(/<button type="button"[^>]*>Import listings<\/button>/);
  });

  it('can be closed, and shows no bar yet', () => {
    expect(html).toMatch(/<button type="button" aria-label="Close" class/);
    expect(html).not.toContain('role="progressbar"');
  });

  it('shows a refused file under the picker and a refused import as an alert', () => {
    const refused = dialog(
      { step: 'idle', error: 'The file has not arrived yet' },
      { fileError: 'Please choose a .csv file' },
    );
    expect(refused).toMatch(/aria-invalid="true" aria-describedby="csv-import-file-error/);
    expect(refused).toMatch(/<p id="csv-import-file-error"[^>]*>Please choose a .csv file<\/p>/);
    expect(refused).toMatch(/<p role="alert"[^>]*>The file has not arrived yet<\/p>/);
  });

  it('asks about a duplicate file with Import again and Cancel', () => {
    const html = dialog({
      step: 'duplicate',
      question: 'This file was imported on 3 November 2026. Import it again?',
    });
    expect(html).toMatch(
      /role="alert"[^>]*><p[^>]*>This file was imported on 3 November 2026. Import it again\?<\/p>/,
    );
    expect(html).toMatch(/>Import again<\/button>/);
    expect(html).toMatch(/>Cancel<\/button>/);
    expect(html).not.toContain('>Import listings</button>');
  });

  it('lists the imports of the last 30 days with their summaries', () => {
    const html = dialog(
      { step: 'idle', error: null },
      {
        recent: [
          makeImport({ id: 'a', status: 'completed', rows_total: 5, imported: 3, error_count: 2 }),
          makeImport({
            id: 'b',
            filename: 'empty.csv',
            status: 'failed',
            rows_total: null,
            imported: 0,
            error_count: 0,
            errors: [],
            failure: 'The CSV file is empty or has no valid rows.',
          }),
        ],
      },
    );
    expect(text(html)).toContain('Imports in the last 30 days (2)');
    expect(text(html)).toContain('Successfully imported 3 out of 5 listings');
    expect(text(html)).toContain(
      'The CSV file is empty or has no valid rows. No listings were imported.',
    );
    expect(html).toContain('<time dateTime="2026-11-20T10:00:00.000Z">20 November 2026</time>');
  });
});

describe('the Import CSV dialog while the import runs', () => {
  const html = dialog({ step: 'running', record: makeImport(), lostContact: false });

  it('shows the percentage as a progressbar with its value', () => {
    expect(html).toMatch(
      /role="progressbar" aria-labelledby="csv-import-progress-label" aria-valuemin="0" aria-valuemax="100" aria-valuenow="40" aria-valuetext="40%"/,
    );
    expect(html).toContain('>Import progress</p>');
    expect(text(html)).toContain('Checked 40 of 100 rows');
    expect(html).toContain('style="width:40%"');
  });

  it('shows the errors so far in a scrolling list the keyboard reaches', () => {
    expect(html).toMatch(/<h3 id="csv-import-errors-heading"[^>]*>2 errors occurred<\/h3>/);
    expect(html).toMatch(
      /role="region" aria-labelledby="csv-import-errors-heading" tabindex="0" class="[^"]*overflow-y-auto/,
    );
    expect(html).toContain('<li>Row 5 (Ford Transit): Missing required field: price</li>');
  });

  it('cannot be closed, and says so', () => {
    expect(html).toMatch(
      /aria-label="Close" aria-disabled="true" aria-describedby="csv-import-locked"/,
    );
    expect(html).toContain(
      'id="csv-import-locked" class="text-sm font-medium text-ink">The import is running: this window can be closed when it has finished.',
    );
    expect(html).not.toContain('type="file"');
  });

  it('may be closed once contact is lost, and says the import carries on', () => {
    const lost = dialog({ step: 'running', record: makeImport(), lostContact: true });
    expect(lost).not.toContain('aria-disabled="true"');
    expect(text(lost)).toContain('it carries on without this window');
  });

  it('is locked while it uploads, with the upload’s percentage in words', () => {
    const uploading = dialog({ step: 'uploading', percent: 30, record: makeImport() });
    expect(uploading).toContain('aria-valuenow="0"');
    expect(text(uploading)).toContain('Uploading the file: 30%');
    expect(uploading).toContain('aria-disabled="true"');
  });

  it('keeps cell text as text in the error list', () => {
    const html = dialog({
      step: 'running',
      record: makeImport({
        errors: [
          { row: 2, message: 'Row 2 (<b>Ford</b> =HYPERLINK("x")): Missing required field: price' },
        ],
      }),
      lostContact: false,
    });
    expect(html).toContain('&lt;b&gt;Ford&lt;/b&gt; =HYPERLINK(&quot;x&quot;)');
    expect(html).not.toContain('<b>Ford</b>');
  });
});

describe('the Import CSV dialog once the import has finished', () => {
  const record = makeImport({
    status: 'completed',
    rows_total: 5,
    rows_done: 5,
    imported: 3,
    error_count: 2,
  });
  const html = dialog({ step: 'finished', record });

  it('shows the success message, the full bar and the error summary', () => {
    expect(html).toContain('aria-valuenow="100"');
    expect(text(html)).toContain('Successfully imported 3 out of 5 listings');
    expect(html).toContain('>2 errors occurred</h3>');
    expect(html).toMatch(/role="status" class="sr-only">[^<]*Successfully imported 3 out of 5/);
  });

  it('can be closed, or used for another file', () => {
    expect(html).not.toContain('aria-disabled="true"');
    expect(html).toMatch(/>Import another file<\/button>/);
    expect(html).toMatch(/>Done<\/button>/);
  });

  it('says why a failed import stopped, and that nothing was imported', () => {
    const failed = dialog({
      step: 'finished',
      record: makeImport({
        status: 'failed',
        rows_total: null,
        imported: 0,
        error_count: 1,
        errors: [{ row: null, message: 'Unknown columns: vin' }],
        failure: 'Unknown columns: vin',
      }),
    });
    expect(text(failed)).toContain('Unknown columns: vin No listings were imported.');
    expect(failed).toContain('>1 error occurred</h3>');
  });

  it('announces the end in sentences ended once (never "rows..")', () => {
    const failed = makeImport({
      status: 'failed',
      rows_total: null,
      imported: 0,
      error_count: 1,
      failure: 'The CSV file is empty or has no valid rows.',
    });
    const said = announcement({ step: 'finished', record: failed });
    expect(said).toBe(
      'Import finished. The CSV file is empty or has no valid rows. No listings were imported. 1 error occurred.',
    );
    expect(said).not.toMatch(/\.\./);
    expect(importLine(failed)).not.toMatch(/\.\./);
  });

  it('says which rows were imported without some photos, and how many are drafts', () => {
    const html = dialog({
      step: 'finished',
      record: makeImport({
        status: 'completed',
        rows_total: 4,
        rows_done: 4,
        imported: 4,
        drafts: 2,
        error_count: 0,
        errors: [],
        warning_count: 1,
        warnings: [
          {
            row: 3,
            message:
              'Row 3 (Ford Transit): imported without 1 photo: https://example.com/gone.jpg; saved as a draft: add 1 more photo, then submit it for review',
          },
        ],
      }),
    });
    expect(text(html)).toContain('Successfully imported 4 out of 4 listings');
    expect(text(html)).toContain(
      '2 listings were saved as drafts because they have fewer than 3 photos: add their photos in My Listings, then submit each for review.',
    );
    expect(html).toMatch(
      /<h3 id="csv-import-warnings-heading"[^>]*>1 row was imported without some photos<\/h3>/,
    );
    expect(text(html)).toContain('imported without 1 photo: https://example.com/gone.jpg');
    expect(html).toMatch(/role="status" class="sr-only">[^<]*2 listings were saved as drafts/);
  });

  it('shows the first 200 errors and says so when there were more', () => {
    const many = dialog({
      step: 'finished',
      record: makeImport({
        status: 'completed',
        error_count: 450,
        errors: Array.from({ length: 200 }, (_, i) => ({
          row: i + 2,
          message: `Row ${i + 2} (Ford Transit): Missing required field: price`,
        })),
      }),
    });
    expect(many).toContain('>450 errors occurred</h3>');
    expect(many).toContain('The first 200 errors are shown.');
    expect(many.split('<li>Row ').length - 1).toBe(200);
  });
});

describe('My Listings with the import', () => {
  it('shows Import CSV before Add New Listing, and a running import’s banner', () => {
    const html = render(
      <MyListingsView
        tab="active"
        counts={{ active: 0, sold: 0 }}
        onSelectTab={noop}
        importCsv={<ImportCsvButton onClick={noop} />}
        importNotice={<RunningImportBanner record={makeImport()} onShow={noop} />}
      >
        <p>rows</p>
      </MyListingsView>,
    );
    expect(html.indexOf('>Import CSV</button>')).toBeGreaterThan(0);
    expect(html.indexOf('>Import CSV</button>')).toBeLessThan(html.indexOf('Add New Listing'));
    expect(html).toContain('aria-haspopup="dialog"');
    expect(text(html)).toContain('Importing stock.csv');
    expect(html).toMatch(
      /role="progressbar" aria-labelledby="running-import-imp-1-progress-label"/,
    );
    expect(html).toMatch(/>Show progress<\/button>/);
    // The banner comes before the tabs.
    expect(html.indexOf('Importing stock.csv')).toBeLessThan(html.indexOf('role="tablist"'));
  });

  it('words an import of the list in one line', () => {
    expect(importLine(makeImport())).toBe('Running');
    expect(importLine(makeImport({ status: 'uploading' }))).toBe(
      'Not started: the file was not uploaded',
    );
    expect(
      importLine(makeImport({ status: 'completed', rows_total: 10, imported: 10, error_count: 0 })),
    ).toBe('Successfully imported 10 out of 10 listings.');
    expect(
      importLine(
        makeImport({
          status: 'completed',
          rows_total: 10,
          imported: 10,
          drafts: 1,
          error_count: 0,
        }),
      ),
    ).toBe(
      'Successfully imported 10 out of 10 listings. 1 listing was saved as a draft because it has fewer than 3 photos: add its photos in My Listings, then submit it for review.',
    );
  });

  it('shows nothing for no past imports', () => {
    expect(render(<RecentImports items={[]} />)).toBe('');
  });
});
