import useSWR from 'swr';
import type { SiteSettings } from '#shared/admin/settings';
import { siteSettingsRoute } from '#shared/api/routes/site-settings';
import {
  RUNTIME_CONFIG_PATH,
  runtimeConfigSchema,
  type ContactDetails,
} from '#shared/runtime-config';
import { fetchJson } from './fetch-json';
import { useLoaderSeed } from './loader-seed';
import { apiKey, useApi } from './use-api';

/**
 * The SWR key of the stage's configured contact details alone. Not RUNTIME_CONFIG_PATH: the
 * contact page's loader seeds this key from the contact details the renderer is given
 * (RENDER_CONTACT), and seeding the runtime config's own key with them would hand the sign-in
 * pages a config without its auth settings, which is never fetched again (revalidateIfStale:
 * false).
 */
export const CONFIGURED_CONTACT_KEY = `${RUNTIME_CONFIG_PATH}#contact`;

async function fetchConfiguredContact(): Promise<ContactDetails> {
  return runtimeConfigSchema.parse(await fetchJson(RUNTIME_CONFIG_PATH)).contact;
}

/** Where the contact details come from, as the contact page's loader reads them on the server. */
export type ContactSources = { settings: SiteSettings; configured: ContactDetails | null };

/**
 * The contact details the site shows: an operator's, set on the admin Settings page (GET
 * /api/settings, so a change shows without a deploy), else the stage's configured ones
 * (/config.json). Waits for the settings' answer before showing the configured details, so
 * the old number never flashes first; a settings answer that fails falls back to them.
 * `loaded`: the page loader's answers (routes/contact.tsx), null after a navigation.
 */
export function useContactDetails(loaded: ContactSources | null) {
  const settings = useApi(
    siteSettingsRoute,
    {},
    {
      revalidateOnFocus: false,
      ...useLoaderSeed(apiKey(siteSettingsRoute, {}), loaded?.settings),
    },
  );
  const configured = useSWR(CONFIGURED_CONTACT_KEY, fetchConfiguredContact, {
    revalidateOnFocus: false,
    revalidateIfStale: false,
    ...useLoaderSeed(CONFIGURED_CONTACT_KEY, loaded?.configured ?? undefined),
  });
  const settled = settings.data !== undefined || settings.error !== undefined;
  const contact: ContactDetails | undefined = settled
    ? (settings.data?.contact ?? configured.data)
    : undefined;
  return {
    contact,
    // Only the configuration's failure leaves nothing to show.
    error: contact === undefined && settled ? configured.error : undefined,
    retry: () => {
      void settings.mutate();
      void configured.mutate();
    },
  };
}
