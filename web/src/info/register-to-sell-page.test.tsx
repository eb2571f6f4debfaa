import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BOOLEAN_COLUMNS, REQUIRED_COLUMNS } from '#shared/csv-import/columns';
import { RegisterToSellPage } from './register-to-sell-page';

/** The names of each list of columns the page shows, in order. */
function columnLists(html: string): string[][] {
  return [...html.matchAll(/<ul class="mt-2 flex flex-wrap gap-2">(.*?)<\/ul>/g)].map((list) =>
    [...(list[1] ?? '').matchAll(/<code[^>]*>([^<]+)<\/code>/g)].map((code) => code[1] ?? ''),
  );
}

describe('Register to sell', () => {
  it('lists the CSV columns the import run requires and reads as true or false', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <RegisterToSellPage />
      </MemoryRouter>,
    );
    expect(columnLists(html)).toEqual([[...REQUIRED_COLUMNS], [...BOOLEAN_COLUMNS]]);
  });
});
