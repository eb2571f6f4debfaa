import type { ReactNode } from 'react';
import { PageHead } from '../lib/page-head';
import { pageTitle } from '../lib/site';
import type { ToastInput } from '../ui/toast-store';
import { RequireSession } from './require-session';
import type { SessionUser } from './session-user';

type SignedInPageProps = {
  /** The area's copy for the page: its heading (the title, before the site name) and the head's description. */
  copy: { heading: string; metaDescription: string };
  /** A toast for a signed-out visitor (as RequireSession). */
  signedOutToast?: ToastInput;
  children: (user: SessionUser) => ReactNode;
};

/**
 * A page of the seller's own: its head (never indexed, as nothing on it is public) and the screen
 * behind RequireSession, so every private page gets both the same way.
 */
export function SignedInPage({ copy, signedOutToast, children }: SignedInPageProps) {
  return (
    <>
      <PageHead
        title={pageTitle(copy.heading)}
        description={copy.metaDescription}
        robots="noindex"
      />
      <RequireSession signedOutToast={signedOutToast}>{children}</RequireSession>
    </>
  );
}
