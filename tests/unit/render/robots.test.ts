import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHead } from '#web/lib/page-head';
import { pageRobots, renderedRobots } from '#web/server/robots';

// X-Robots-Tag must say what the page's robots meta says (ADR 028 section 4): a filtered
// results page is 'noindex, follow' in both, never 'noindex' in one of them.

/** React's rendering of a page's head, as the renderer cuts it out of the document. */
function headOf(robots?: 'noindex' | 'noindex, follow'): string {
  const html = renderToString(
    h(
      'html',
      null,
      h('head'),
      h(
        'body',
        null,
        h(PageHead, {
          title: 'T',
          description: 'D',
          canonicalPath: '/x',
          ...(robots ? { robots } : {}),
        }),
      ),
    ),
  );
  return /<head>([\s\S]*?)<\/head>/.exec(html)![1]!;
}

const FOUND = { status: 200, noindex: false } as const;

describe('renderedRobots', () => {
  it('reads the robots meta React hoisted into the head', () => {
    expect(renderedRobots(headOf('noindex, follow'))).toBe('noindex, follow');
    expect(renderedRobots(headOf('noindex'))).toBe('noindex');
    expect(renderedRobots(headOf())).toBeUndefined();
  });
});

describe('pageRobots', () => {
  it('takes the header from the meta, so the two agree', () => {
    expect(pageRobots(headOf('noindex, follow'), FOUND).robots).toBe('noindex, follow');
    // A view that also declared noindex through its status does not turn 'follow' off.
    expect(pageRobots(headOf('noindex, follow'), { status: 200, noindex: true }).robots).toBe(
      'noindex, follow',
    );
    expect(pageRobots(headOf('noindex'), FOUND).robots).toBe('noindex');
  });

  it('sends nothing for an indexable page', () => {
    const head = headOf();
    expect(pageRobots(head, FOUND)).toEqual({ robots: undefined, head });
  });

  it.each([
    { status: 404, noindex: true },
    { status: 410, noindex: false },
    { status: 200, noindex: true },
  ] as const)('adds the meta when only the status said noindex (%o)', (collected) => {
    const { robots, head } = pageRobots(headOf(), collected);
    expect(robots).toBe('noindex');
    expect(renderedRobots(head)).toBe('noindex');
    expect(head.match(/name="robots"/g)).toHaveLength(1);
  });

  it('never copies a value PageHead cannot write into the header', () => {
    const head = '<meta name="robots" content="noindex&#x27;&#x0A;Set-Cookie: x"/>';
    expect(pageRobots(head, FOUND).robots).toBe('noindex');
  });
});
