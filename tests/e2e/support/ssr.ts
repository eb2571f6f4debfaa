import { expect, type Page } from '@playwright/test';

/** What the init script below saw while a server-rendered page loaded and hydrated. */
export type SsrWatch = {
  /** `#root` already held the page at DOMContentLoaded (the HTML, not a script, made it). */
  rootAtDcl: boolean | null;
  /** Sum of layout shifts not caused by input. */
  shift: number;
  /** Loading indicators (a status saying 'Loading', aria-busy) that appeared at any time. */
  loading: string[];
  /** Every API URL fetched. */
  fetches: string[];
};

/**
 * Installed before any page script: watches the document from its first byte for loading states,
 * layout shifts and fetches, so a page that renders on the server and then again in the browser
 * (a hydration failure) or that refetches its own data is caught.
 */
export async function watchSsr(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const watch = { rootAtDcl: null, shift: 0, loading: [], fetches: [] } as {
      rootAtDcl: boolean | null;
      shift: number;
      loading: string[];
      fetches: string[];
    };
    (window as unknown as { __ssr: typeof watch }).__ssr = watch;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) watch.shift += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      watch.rootAtDcl = !!document.getElementById('root')?.firstElementChild;
    });
    const inspect = (element: Element) => {
      if (element.getAttribute('aria-busy') === 'true') {
        watch.loading.push(`aria-busy: ${element.tagName} ${element.textContent?.slice(0, 60)}`);
      }
      const status = element.closest('[role="status"]');
      if (status && /loading/i.test(status.textContent ?? '')) {
        watch.loading.push(`status: ${status.textContent?.slice(0, 60)}`);
      }
    };
    new MutationObserver((records) => {
      for (const record of records) {
        const target =
          record.target instanceof Element ? record.target : record.target.parentElement;
        if (target) inspect(target);
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          inspect(node);
          node.querySelectorAll('[aria-busy], [role="status"]').forEach(inspect);
        }
      }
    }).observe(document, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
    const fetch = window.fetch;
    window.fetch = function (input: RequestInfo | URL, init?: RequestInit) {
      const raw = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const url = new URL(raw, window.location.href);
      if (url.pathname.startsWith('/api/')) watch.fetches.push(url.pathname + url.search);
      return fetch.call(this, input, init);
    };
  });
}

export async function readSsrWatch(page: Page): Promise<SsrWatch> {
  return page.evaluate(() => (window as unknown as { __ssr: SsrWatch }).__ssr);
}

/** Waits until React has taken over the page (web/src/app/hydrate-page.tsx sets the flag). */
export async function waitForHydration(page: Page): Promise<void> {
  await expect(page.locator('html[data-hydrated="true"]')).toHaveCount(1);
}

/**
 * What the server handed to the page (the #vy-ssr payload): the ids of the routes whose loaders
 * gave it data (docs/decisions/041-page-loaders.md).
 */
export async function payloadKeys(page: Page): Promise<string[]> {
  const text = await page.locator('#vy-ssr').textContent();
  if (!text) return [];
  const payload = JSON.parse(text) as { loaderData?: Record<string, unknown> };
  return Object.keys(payload.loaderData ?? {});
}
