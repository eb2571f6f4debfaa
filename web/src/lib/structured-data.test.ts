import { describe, expect, it } from 'vitest';
import { breadcrumbListJsonLd, jsonLdText } from './structured-data';

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
});
