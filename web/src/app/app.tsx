import { useMemo, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { swrOptions } from '../api/swr-options';
import { SiteOriginContext } from '../lib/site-origin';

export type AppContext = {
  /** Canonical origin, no trailing slash. */
  origin: string;
  /** Per side and per render: ssrSwrConfig (api/ssr-cache.ts), or {} for a page not server-rendered. */
  swr: SWRConfiguration;
};

/**
 * The providers around the router, one tree for the browser (main.tsx) and the server
 * renderer, so both render the same markup.
 */
export function App({ context, children }: { context: AppContext; children: ReactNode }) {
  const swr = useMemo(() => ({ ...swrOptions, ...context.swr }), [context.swr]);
  return (
    <SWRConfig value={swr}>
      <SiteOriginContext value={context.origin}>{children}</SiteOriginContext>
    </SWRConfig>
  );
}
