import { siteSettingsRoute } from '../../../shared/api/routes/site-settings';
import type { ContactDetails } from '../../../shared/runtime-config';
import { useApi } from './use-api';
import { useRuntimeConfig } from './use-runtime-config';

/**
 * The contact details the site shows: an operator's, set on the admin Settings page (GET
 * /api/settings, so a change shows without a deploy), else the stage's configured ones
 * (/config.json). Waits for the settings' answer before showing the configured details, so
 * the old number never flashes first; a settings answer that fails falls back to them.
 */
export function useContactDetails() {
  const settings = useApi(siteSettingsRoute, {}, { revalidateOnFocus: false });
  const config = useRuntimeConfig();
  const settled = settings.data !== undefined || settings.error !== undefined;
  const contact: ContactDetails | undefined = settled
    ? (settings.data?.contact ?? config.data?.contact)
    : undefined;
  return {
    contact,
    // Only the configuration's failure leaves nothing to show.
    error: contact === undefined && settled ? config.error : undefined,
    retry: () => {
      void settings.mutate();
      void config.mutate();
    },
  };
}
