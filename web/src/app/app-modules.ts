/**
 * The app's code a server-rendered page needs to come alive: the renderer lists its files in a
 * JSON script element (they are not <link rel="modulepreload"> in the head, which the browser
 * would fetch before it paints), and the entry asks for them all at once when it starts the app,
 * rather than discovering them import by import (docs/decisions/029-scripts-after-first-paint.md).
 */
export const APP_MODULES_ELEMENT_ID = 'vy-modules';

/** Only our own built chunks: whatever else the element held is ignored. */
const BUILT_CHUNK = /^\/assets\/[\w.-]+\.js$/;

/** The files listed in the element's text; none when it is missing or not a list of chunks. */
export function appModulesFrom(text: string | null | undefined): string[] {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    if (!Array.isArray(value)) return [];
    return [...new Set(value.filter((href): href is string => typeof href === 'string'))].filter(
      (href) => BUILT_CHUNK.test(href),
    );
  } catch {
    return [];
  }
}

/**
 * Asks for each listed module the page does not link yet, a few per task: starting a fetch costs
 * a slow phone a few milliseconds, and thirty in one task would hold up its input. Resolves once
 * the last is linked. The app is imported after that: Vite's loader notes the page's links when
 * it first runs and links again every chunk it did not see, so a list linked after it would be
 * linked twice, in the very tasks that hydrate the page.
 */
export function preloadAppModules(doc: Document, perTask = PRELOADS_PER_TASK): Promise<void> {
  const linked = new Set(
    [...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  const hrefs = appModulesFrom(doc.getElementById(APP_MODULES_ELEMENT_ID)?.textContent).filter(
    (href) => !linked.has(href),
  );
  return new Promise((resolve) => {
    const preloadFrom = (start: number) => {
      for (const href of hrefs.slice(start, start + perTask)) {
        const link = doc.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        doc.head.append(link);
      }
      if (start + perTask < hrefs.length) setTimeout(() => preloadFrom(start + perTask), 0);
      else resolve();
    };
    preloadFrom(0);
  });
}

// Linking one costs a slow phone about 4 ms (measured at 4x CPU slowdown): three keep each task short.
const PRELOADS_PER_TASK = 3;
