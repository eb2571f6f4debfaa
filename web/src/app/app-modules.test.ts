import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_MODULES_ELEMENT_ID, appModulesFrom, preloadAppModules } from './app-modules';

describe('appModulesFrom', () => {
  it('reads the list of built chunks, once each', () => {
    expect(
      appModulesFrom('["/assets/main-1.js","/assets/react-2.js","/assets/main-1.js"]'),
    ).toEqual(['/assets/main-1.js', '/assets/react-2.js']);
  });

  it.each([
    ['no element', undefined],
    ['an empty element', ''],
    ['text that is not JSON', '["/assets/main-1.js"'],
    ['JSON that is not a list', '{"0":"/assets/main-1.js"}'],
  ])('gives nothing for %s', (_case, text) => {
    expect(appModulesFrom(text)).toEqual([]);
  });

  it('ignores anything that is not one of our chunks', () => {
    expect(
      appModulesFrom(
        JSON.stringify([
          'https://evil.example/x.js',
          '//evil.example/x.js',
          '/assets/../api/x.js',
          '/assets/a.css',
          'javascript:alert(1)',
          42,
          '/assets/ok-1.js',
        ]),
      ),
    ).toEqual(['/assets/ok-1.js']);
  });
});

/** Just enough of a document for preloadAppModules: the list, the head and its links. */
function fakeDocument(list: string[], alreadyLinked: string[] = []) {
  type Link = { rel: string; crossOrigin: string | null; href: string };
  const head: Link[] = alreadyLinked.map((href) => ({
    rel: 'modulepreload',
    crossOrigin: '',
    href,
  }));
  const doc = {
    getElementById: (id: string) =>
      id === APP_MODULES_ELEMENT_ID ? { textContent: JSON.stringify(list) } : null,
    querySelectorAll: () =>
      head
        .filter((link) => link.rel === 'modulepreload')
        .map((link) => ({ getAttribute: () => link.href })),
    createElement: () => ({ rel: '', crossOrigin: null, href: '' }),
    head: { append: (link: Link) => head.push(link) },
  };
  return { doc: doc as unknown as Document, head };
}

describe('preloadAppModules', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('links each listed chunk as a module preload, a few per task', () => {
    const list = Array.from({ length: 7 }, (_, i) => `/assets/chunk-${i}.js`);
    const { doc, head } = fakeDocument(list);

    preloadAppModules(doc, 3);
    expect(head.map((link) => link.href)).toEqual(list.slice(0, 3));
    vi.runAllTimers();
    expect(head.map((link) => link.href)).toEqual(list);
    expect(head.every((link) => link.rel === 'modulepreload' && link.crossOrigin === '')).toBe(
      true,
    );
  });

  it('skips chunks the page already links', () => {
    const { doc, head } = fakeDocument(
      ['/assets/main-1.js', '/assets/home-2.js'],
      ['/assets/main-1.js'],
    );
    preloadAppModules(doc);
    vi.runAllTimers();
    expect(head.map((link) => link.href)).toEqual(['/assets/main-1.js', '/assets/home-2.js']);
  });

  it('resolves once the last chunk is linked, not before (the app is imported after it)', async () => {
    const list = Array.from({ length: 5 }, (_, i) => `/assets/chunk-${i}.js`);
    const { doc, head } = fakeDocument(list);
    let linkedWhenDone = -1;

    const done = preloadAppModules(doc, 2).then(() => {
      linkedWhenDone = head.length;
    });
    await Promise.resolve();
    expect(linkedWhenDone).toBe(-1);
    await vi.runAllTimersAsync();
    await done;
    expect(linkedWhenDone).toBe(5);
  });

  it('resolves at once when there is nothing to link (npm run dev has no list)', async () => {
    const { doc } = fakeDocument([]);
    await expect(preloadAppModules(doc)).resolves.toBeUndefined();
  });
});
