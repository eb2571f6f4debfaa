import { renderToString } from 'react-dom/server';
import { useSWRConfig } from 'swr';
import { describe, expect, it } from 'vitest';
import { listingDetailRoute } from '#shared/api/routes/listing-detail';
import { useLoaderSeed } from '../api/loader-seed';
import { missingKeys, ssrSwrConfig } from '../api/ssr-cache';
import { apiKey, useApi } from '../api/use-api';
import { useAbsoluteUrl } from '../lib/site-origin';
import { App } from './app';

function Page() {
  const input = { path: { id: 'sold' } };
  const seed = useLoaderSeed(apiKey(listingDetailRoute, input), 'gone');
  const { data } = useApi(listingDetailRoute, input, seed as never);
  const { revalidateOnFocus } = useSWRConfig();
  return (
    <p>
      {useAbsoluteUrl('/used-vans/ford')}|{JSON.stringify(data)}|focus={String(revalidateOnFocus)}
    </p>
  );
}

describe('App on the server', () => {
  it('gives pages the origin, a cache of their own for the seeded data, and the site SWR options', () => {
    const swr = ssrSwrConfig(
      { v: 1, renderedAt: 0, origin: 'https://www.vanyard.co.uk' },
      'server',
    );
    const html = renderToString(
      <App context={{ origin: 'https://www.vanyard.co.uk', swr }}>
        <Page />
      </App>,
    ).replace(/<!-- -->/g, '');
    expect(html).toBe(
      '<p>https://www.vanyard.co.uk/used-vans/ford|&quot;gone&quot;|focus=false</p>',
    );
    expect(missingKeys(swr)).toEqual([]);
  });
});
