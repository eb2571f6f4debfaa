import { renderToString } from 'react-dom/server';
import { useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { missingKeys, ssrSwrConfig } from '../api/ssr-cache';
import { apiKey, useApi } from '../api/use-api';
import { usePageStatus, type PageStatusCollector } from '../lib/page-status';
import { useAbsoluteUrl } from '../lib/site-origin';
import { App } from './app';

function Page() {
  const { data } = useApi(listingDetailRoute, { path: { id: 'sold' } });
  const { revalidateOnFocus } = useSWRConfig();
  usePageStatus(410, { noindex: true });
  return (
    <p>
      {useAbsoluteUrl('/used-vans/ford')}|{JSON.stringify(data)}|focus={String(revalidateOnFocus)}
    </p>
  );
}

describe('App on the server', () => {
  it('gives pages the origin, the payload, the site SWR options and the status collector', () => {
    const status: PageStatusCollector = { status: 200, noindex: false };
    const swr = ssrSwrConfig(
      {
        v: 1,
        renderedAt: 0,
        origin: 'https://www.vanyard.co.uk',
        entries: { [apiKey(listingDetailRoute, { path: { id: 'sold' } })]: { data: 'gone' } },
      },
      'server',
    );
    const html = renderToString(
      <App context={{ origin: 'https://www.vanyard.co.uk', swr, status }}>
        <Page />
      </App>,
    ).replace(/<!-- -->/g, '');
    expect(html).toBe(
      '<p>https://www.vanyard.co.uk/used-vans/ford|&quot;gone&quot;|focus=false</p>',
    );
    expect(status).toEqual({ status: 410, noindex: true });
    expect(missingKeys(swr)).toEqual([]);
  });
});
