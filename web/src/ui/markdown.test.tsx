import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown';

const render = (text: string) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <MarkdownText text={text} />
    </MemoryRouter>,
  );

describe('article Markdown', () => {
  it('renders headings, lists, tables and internal links', () => {
    const html = render(
      '## Checks\n\n- rust\n- clutch\n\n| A | B |\n| --- | --- |\n| 1 | 2 |\n\nSee [Transits](/used-vans/ford/transit).',
    );
    expect(html).toContain('<h2>Checks</h2>');
    expect(html).toContain('<li>rust</li>');
    expect(html).toContain('<table>');
    // A router link (React Router marks it for route discovery), not a page reload.
    expect(html).toContain('<a href="/used-vans/ford/transit" data-discover="true">Transits</a>');
  });

  it('never passes raw HTML or script URLs through', () => {
    const html = render(
      'Hi <script>alert(1)</script> <img src=x onerror="alert(2)">\n\n[click](javascript:alert(3)) ![x](javascript:alert(4))',
    );
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
    expect(html).toContain('click');
    // The image with a script URL is left out, not rendered with an empty source.
    expect(html).not.toContain('<img');
  });

  it('opens outside links without handing over the page', () => {
    expect(render('[TfL](https://tfl.gov.uk)')).toContain(
      '<a href="https://tfl.gov.uk" rel="noopener noreferrer">TfL</a>',
    );
  });
});
