import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, jsonLdText, scriptJson } from './structured-data';

describe('structured data', () => {
  it('lists a trail with absolute URLs', () => {
    expect(
      breadcrumbListJsonLd(
        [
          { label: 'Home', href: '/' },
          { label: 'Blog', href: '/blog' },
        ],
        'https://vanyard.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://vanyard.example/' },
        { '@type': 'ListItem', position: 2, name: 'Blog', item: 'https://vanyard.example/blog' },
      ],
    });
  });

  it('serialises so that no text can close the script element', () => {
    const text = jsonLdText({ name: '</script><script>alert(1)</script> & <!--' });
    expect(text).not.toMatch(/[<>&]/);
    expect(JSON.parse(text)).toEqual({ name: '</script><script>alert(1)</script> & <!--' });
  });

  it('escapes JSON for any data script the same way, line separators included', () => {
    const data = { title: '</SCRIPT><!--<script>', note: 'a\u2028b\u2029c', price: 1 };
    const text = scriptJson(data);
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
    expect(jsonLdText).toBe(scriptJson);
  });
});
