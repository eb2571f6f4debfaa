import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { ContactPage } from '../info/contact-page';
import { siteSettingsRoute } from '#shared/api/routes/site-settings';
import type { SiteSettings } from '#shared/admin/settings';
import { readAnswer } from '../api/client';
import type { ContactSources } from '../api/use-contact-details';
import { renderDepsOf } from '../lib/page-loader';

/**
 * On the server: the operator's settings from the data port and the stage's configured details
 * (docs/decisions/041-page-loaders.md). In the browser, null: the page's hooks fetch them.
 */
export async function loader({ context }: LoaderFunctionArgs): Promise<ContactSources | null> {
  const deps = renderDepsOf(context);
  if (!deps) return null;
  const answer = await deps.pages.settings();
  // The route takes no input to refuse; were it refused, the page shows the configured details,
  // as the hook does when the settings fail.
  const settings =
    answer.status === 200
      ? (readAnswer(siteSettingsRoute, answer.data) as SiteSettings)
      : { contact: null, updated_at: null };
  return { settings, configured: deps.contact };
}

export function Component() {
  return <ContactPage loaded={useLoaderData<typeof loader>()} />;
}
