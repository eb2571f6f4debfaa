import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PageHead, type PageHeadProps } from './page-head';
import { SiteOriginContext } from './site-origin';

const ORIGIN = 'https://www.vanyard.co.uk';

function renderPage(props: PageHeadProps): { head: string; body: string } {
  const html = renderToString(
    <html>
      <head />
      <body>
        <SiteOriginContext value={ORIGIN}>
          <main>
            <PageHead {...props} />
          </main>
        </SiteOriginContext>
      </body>
    </html>,
  );
  const [, head = '', body = ''] = /<head>(.*)<\/head><body>(.*)<\/body>/s.exec(html) ?? [];
  return { head, body };
}

const count = (text: string, pattern: RegExp) => text.match(new RegExp(pattern, 'g'))?.length ?? 0;

describe('PageHead', () => {
  it('puts one title, description and absolute canonical, and the og/twitter tags, in the head', () => {
    const { head, body } = renderPage({
      title: 'Used Ford vans | VanYard',
      description: 'Ford vans for sale.',
      canonicalPath: '/used-vans/ford',
      og: { image: '/images/a/1280.webp' },
    });
    expect(body).toBe('<main></main>');
    expect(count(head, /<title>/)).toBe(1);
    expect(head).toContain('<title>Used Ford vans | VanYard</title>');
    expect(count(head, /<meta name="description"/)).toBe(1);
    expect(head).toContain('<meta name="description" content="Ford vans for sale."/>');
    expect(count(head, /<link rel="canonical"/)).toBe(1);
    expect(head).toContain(`<link rel="canonical" href="${ORIGIN}/used-vans/ford"/>`);
    expect(head).toContain(`<meta property="og:url" content="${ORIGIN}/used-vans/ford"/>`);
    expect(head).toContain('<meta property="og:type" content="website"/>');
    expect(head).toContain('<meta property="og:site_name" content="VanYard"/>');
    expect(head).toContain('<meta property="og:title" content="Used Ford vans | VanYard"/>');
    expect(head).toContain(`<meta property="og:image" content="${ORIGIN}/images/a/1280.webp"/>`);
    expect(head).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(head).toContain('<meta name="twitter:description" content="Ford vans for sale."/>');
    expect(head).toContain(`<meta name="twitter:image" content="${ORIGIN}/images/a/1280.webp"/>`);
    expect(head).not.toContain('name="robots"');
  });

  it('leaves out canonical and og:url for private pages, and says noindex when asked', () => {
    const { head } = renderPage({
      title: 'Dashboard | VanYard',
      description: 'Your listings.',
      robots: 'noindex',
      og: { type: 'article' },
    });
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('og:url');
    expect(head).not.toContain('image');
    expect(head).toContain('<meta name="robots" content="noindex"/>');
    expect(head).toContain('<meta property="og:type" content="article"/>');
    expect(head).toContain('<meta name="twitter:card" content="summary"/>');
  });

  it('gives the share card its own headline when og.title is set, the title otherwise', () => {
    const { head } = renderPage({
      title: '2019 Ford Transit Custom for sale in Leeds | VanYard',
      description: 'A van.',
      canonicalPath: '/used-vans/ford/transit-custom/2019/leeds/AbC123',
      og: { type: 'product', title: '2019 Ford Transit Custom' },
    });
    expect(head).toContain('<title>2019 Ford Transit Custom for sale in Leeds | VanYard</title>');
    expect(head).toContain('<meta property="og:title" content="2019 Ford Transit Custom"/>');
    expect(head).toContain('<meta name="twitter:title" content="2019 Ford Transit Custom"/>');
    expect(count(head, /og:title/)).toBe(1);
  });

  it('escapes quotes, angle brackets and ampersands in every value', () => {
    const nasty = 'Van "best" </title><script>alert(1)</script> & co';
    const { head } = renderPage({
      title: nasty,
      description: nasty,
      canonicalPath: '/used-vans?q="<&>',
    });
    expect(head).not.toContain('<script');
    expect(head).not.toContain('"best"');
    expect(head).toContain(
      '<title>Van &quot;best&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co</title>',
    );
    expect(head).toContain(
      'content="Van &quot;best&quot; &lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; co"',
    );
    expect(count(head, /<title>/)).toBe(1);
  });
});
