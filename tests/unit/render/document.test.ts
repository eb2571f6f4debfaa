import { createElement as h } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { assembleDocument, shellDocument, splitRenderedDocument } from '#web/server/document';
import { jsonLdText } from '#web/lib/structured-data';

// The shape of the built dist/web/index.html: Vite's entry script and stylesheet in the head,
// the markers where the page goes.
const TEMPLATE = [
  '<!doctype html>',
  '<html lang="en-GB">',
  '  <head>',
  '    <meta charset="UTF-8" />',
  '    <!--app-head-->',
  '    <script type="module" crossorigin src="/assets/index-AbC.js"></script>',
  '    <link rel="stylesheet" crossorigin href="/assets/index-XyZ.css">',
  '  </head>',
  '  <body>',
  '    <div id="root"><!--app-html--></div>',
  '  </body>',
  '</html>',
].join('\n');

const HOSTILE = [
  '</script><script>alert(1)</script>',
  '<!--<script>',
  '"><img src=x onerror=alert(1)>',
  "' onmouseover='x",
  '</title><script>x</script>',
  '</head><body><div id="root">',
  'line\u2028separator\u2029paragraph',
  'right\u202eleft',
  '&lt; stays &lt;',
  "$& $` $' $$ are not replacement patterns",
];

async function prerender(text: string): Promise<string> {
  const tree = h(
    'html',
    null,
    h('head'),
    h(
      'body',
      null,
      h(
        'div',
        { id: 'root' },
        h('title', null, text),
        h('meta', { name: 'description', content: text }),
        h('link', { rel: 'canonical', href: 'https://www.vanyard.co.uk/about' }),
        // As the pages write JSON-LD (listing-meta.tsx and the others).
        h('script', { type: 'application/ld+json' }, jsonLdText({ name: text })),
        h('h1', null, text),
        h('p', { title: text }, text),
      ),
    ),
  );
  const { prelude } = await prerenderToNodeStream(tree);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

async function pageFor(text: string): Promise<string> {
  const parts = splitRenderedDocument(await prerender(text));
  return assembleDocument(TEMPLATE, {
    ...parts,
    scripts: ['/assets/listing-detail-123.js'],
    styles: ['/assets/listing-detail-456.css'],
    payload: { elementId: 'vy-ssr', data: { entries: { '@"/api/x",': { data: { text } } } } },
  });
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

/** Every `<script …>` opening tag of the document. */
function scriptTags(html: string): string[] {
  return html.match(/<script\b[^>]*>/gi) ?? [];
}

function payloadOf(html: string): unknown {
  const match = /<script type="application\/json" id="vy-ssr">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no payload');
  return JSON.parse(match[1]);
}

function jsonLdOf(html: string): unknown {
  const match = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no JSON-LD');
  return JSON.parse(match[1]);
}

describe('assembleDocument', () => {
  it.each(HOSTILE)('keeps %j as text, never markup', async (text) => {
    const html = await pageFor(text);

    expect(count(html, '<head>')).toBe(1);
    expect(count(html, '</head>')).toBe(1);
    expect(count(html, '<body>')).toBe(1);
    expect(count(html, 'id="root"')).toBe(1);
    expect(count(html, '<title>')).toBe(1);
    expect(html).not.toMatch(/\sstyle=/i);
    expect(html).not.toContain('<img');
    // Entry module, JSON-LD, payload and module list: nothing the text could have opened or
    // closed.
    expect(scriptTags(html)).toHaveLength(4);
    expect(count(html.toLowerCase(), '</script')).toBe(4);
    for (const tag of scriptTags(html)) {
      expect(tag).toMatch(
        /^<script (type="module" crossorigin src="\/assets\/[^"]+"|type="application\/ld\+json"|type="application\/json" id="(vy-ssr|vy-modules)")>$/,
      );
    }
    expect(payloadOf(html)).toEqual({ entries: { '@"/api/x",': { data: { text } } } });
    expect(jsonLdOf(html)).toEqual({ name: text });
  });

  it('puts the head elements, stylesheets and page markup where the template says', async () => {
    const html = await pageFor('Ford Transit Custom');
    const head = html.slice(html.indexOf('<head>'), html.indexOf('</head>'));
    expect(head).toContain('<title>Ford Transit Custom</title>');
    expect(head).toContain('<meta name="description" content="Ford Transit Custom"/>');
    expect(head).toContain('<link rel="canonical" href="https://www.vanyard.co.uk/about"/>');
    expect(head).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/listing-detail-456.css">',
    );
    expect(html).not.toContain('<!--app-head-->');
    expect(html).not.toContain('<!--app-html-->');
    // The root holds only the page; the payload follows it, outside what React hydrates.
    expect(html).toMatch(
      /<div id="root"><script type="application\/ld\+json">[\s\S]*<\/p><\/div><script type="application\/json" id="vy-ssr">/,
    );
  });

  it('lists the app chunks for the entry to fetch after the first paint, not in the head', async () => {
    const html = await pageFor('Ford Transit Custom');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      '<script type="application/json" id="vy-modules">["/assets/listing-detail-123.js"]</script>',
    );
  });

  it('writes replacement patterns in page text literally', async () => {
    const html = await pageFor("$& and $` and $'");
    expect(html).toContain('<h1>$&amp; and $` and $&#x27;</h1>');
  });
});

describe('splitRenderedDocument', () => {
  it('refuses output with anything after the root element', () => {
    expect(() =>
      splitRenderedDocument(
        '<!DOCTYPE html><html><head></head><body><div id="root"></div><script>x</script></body></html>',
      ),
    ).toThrow();
  });

  it('refuses output without a head', () => {
    expect(() => splitRenderedDocument('<div id="root"></div></body></html>')).toThrow();
  });
});

describe('shellDocument', () => {
  it('is the template with an empty root, a plain title and noindex', () => {
    const html = shellDocument(TEMPLATE);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>VanYard</title><meta name="robots" content="noindex">');
    expect(html).toContain('src="/assets/index-AbC.js"');
    expect(html).not.toContain('vy-ssr');
    expect(html).not.toContain('vy-modules');
  });

  it('lists the app chunks it is given, so the browser fetches them with the app', () => {
    const html = shellDocument(TEMPLATE, ['/assets/main-1.js', '/assets/react-2.js']);
    expect(html).toContain(
      '<div id="root"></div><script type="application/json" id="vy-modules">["/assets/main-1.js","/assets/react-2.js"]</script>',
    );
  });

  it('refuses a template without the markers', () => {
    expect(() =>
      shellDocument('<html><head></head><body><div id="root"></div></body></html>'),
    ).toThrow();
  });
});
