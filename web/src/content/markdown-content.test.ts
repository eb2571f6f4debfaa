import { describe, expect, it } from 'vitest';
import {
  fillFacts,
  markdownLinks,
  markdownPlainText,
  parseFrontMatter,
  requireIds,
  splitSections,
  splitSlots,
} from './markdown-content';

describe('fillFacts', () => {
  it('puts each figure in place of its {{name}}, spaces inside the braces allowed', () => {
    expect(
      fillFacts('Live for {{days}} days, {{ days }} at most, from {{price}}.', {
        days: 60,
        price: '£5.99',
      }),
    ).toBe('Live for 60 days, 60 at most, from £5.99.');
  });

  it('throws for a name it has no figure for, so braces never reach a reader', () => {
    expect(() => fillFacts('Within {{moderationHuors}} hours', { moderationHours: 24 })).toThrow(
      'Unknown content placeholder {{moderationHuors}}',
    );
  });

  it('leaves text without placeholders as it is', () => {
    expect(fillFacts('No {braces} here', {})).toBe('No {braces} here');
  });
});

describe('parseFrontMatter', () => {
  it('reads key: value lines between --- fences and returns the body after them', () => {
    expect(
      parseFrontMatter('---\nname: Payments & Billing\nsummary:  What is free.\n---\n\n## Q\n'),
    ).toEqual({
      data: { name: 'Payments & Billing', summary: 'What is free.' },
      body: '\n## Q\n',
    });
  });

  it('keeps colons after the first one in the value', () => {
    expect(parseFrontMatter('---\ntitle: Boosts: a guide\n---\n').data).toEqual({
      title: 'Boosts: a guide',
    });
  });

  it('treats text without front matter as all body', () => {
    expect(parseFrontMatter('## Q\n\nA')).toEqual({ data: {}, body: '## Q\n\nA' });
  });

  it('throws for a line that is not key: value', () => {
    expect(() => parseFrontMatter('---\njust words\n---\n')).toThrow('not "key: value"');
  });
});

describe('splitSections', () => {
  const TEXT = [
    'Before the first heading.',
    '',
    '## About these terms {#about-these-terms}',
    '',
    'First.',
    '',
    '### A sub-heading stays in the body',
    '',
    '## No id here',
    'Second.',
  ].join('\n');

  it('cuts at the headings of its level, with the {#id} apart from the title', () => {
    expect(splitSections(TEXT)).toEqual({
      intro: 'Before the first heading.',
      sections: [
        {
          title: 'About these terms',
          id: 'about-these-terms',
          body: 'First.\n\n### A sub-heading stays in the body',
        },
        { title: 'No id here', id: undefined, body: 'Second.' },
      ],
    });
  });

  it('cuts at another level when asked, leaving deeper headings in the bodies', () => {
    const { sections } = splitSections('# Buyers {#buyers}\n## Step\nText\n# Sellers\n## Step', 1);
    expect(sections.map((section) => [section.id, section.body])).toEqual([
      ['buyers', '## Step\nText'],
      [undefined, '## Step'],
    ]);
  });

  it('requireIds names the heading that lacks an id', () => {
    expect(() => requireIds(splitSections(TEXT).sections, 'terms.md')).toThrow(
      'terms.md: the heading "No id here" has no {#id}',
    );
  });
});

describe('splitSlots', () => {
  it('cuts the text at ::name lines, keeping the Markdown on either side', () => {
    expect(splitSlots('The prices are:\n\n::boost-prices\n\nPaid by card.')).toEqual([
      { markdown: 'The prices are:' },
      { slot: 'boost-prices' },
      { markdown: 'Paid by card.' },
    ]);
  });

  it('does not take :: inside a line for a slot', () => {
    expect(splitSlots('A ratio of 2::1 is fine')).toEqual([
      { markdown: 'A ratio of 2::1 is fine' },
    ]);
  });
});

describe('markdownLinks and markdownPlainText', () => {
  const TEXT =
    'See [My Listings](/dashboard/listings) and **the** [MOT history](https://www.gov.uk/check-mot-history).\n\n- one\n- two';

  it('lists every link with its text and target, images aside', () => {
    expect(markdownLinks(`${TEXT}\n\n![A van](/static/blog/van.svg)`)).toEqual([
      { text: 'My Listings', target: '/dashboard/listings' },
      { text: 'MOT history', target: 'https://www.gov.uk/check-mot-history' },
    ]);
  });

  it('reads as plain text: links as their text, no bold markers, lines kept', () => {
    expect(markdownPlainText(TEXT)).toBe('See My Listings and the MOT history.\n\n- one\n- two');
  });
});
