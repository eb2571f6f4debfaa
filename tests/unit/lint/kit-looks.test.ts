import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The admin's cards and text links take their look from the kit (web/src/ui: cardClass, Card,
 * TextLink, textLinkClass), so it is defined once (issue 30, part 2; decision 045). A class list
 * written again in admin/ drifts: the admin's own card had a ring where every other card has a
 * border. A string is a card's look when it has the rounded white surface with a slate edge,
 * and a text link's when it has the brand blue with an underline.
 */
const CARD_COPY = /rounded-xl\b(?=[^'"`]*\bbg-white\b)(?=[^'"`]*\b(?:border|ring)-slate-200\b)/;
const TEXT_LINK_COPY = /\btext-brand-700\b(?=[^'"`]*\bunderline)/;

function adminFiles(): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', 'web/src/admin'], {
    encoding: 'utf8',
  })
    .split('\n')
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
}

function stringsOf(file: string): string[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    return []; // deleted in the working tree
  }
  return [...text.matchAll(/'[^'\n]*'|"[^"\n]*"|`[^`]*`/g)].map((match) => match[0]);
}

describe('the kit holds the look of cards and text links', () => {
  it('sees a copy when there is one', () => {
    expect(CARD_COPY.test('"rounded-xl border border-slate-200 bg-white p-4 shadow-sm"')).toBe(
      true,
    );
    expect(CARD_COPY.test("'rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200'")).toBe(true);
    expect(TEXT_LINK_COPY.test('"font-semibold text-brand-700 underline-offset-4"')).toBe(true);
    expect(CARD_COPY.test('"rounded-xl bg-brand-50 p-4"')).toBe(false);
    expect(TEXT_LINK_COPY.test('"w-4 text-brand-700"')).toBe(false);
  });

  it('finds no card or text link class list written in web/src/admin', () => {
    const copies = adminFiles().flatMap((file) =>
      stringsOf(file)
        .filter((literal) => CARD_COPY.test(literal) || TEXT_LINK_COPY.test(literal))
        .map((literal) => `${file}: ${literal}`),
    );
    expect(copies).toEqual([]);
  });
});
