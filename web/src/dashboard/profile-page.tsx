import type { ReactNode } from 'react';
import { ownProfileRoute } from '#shared/api/routes/own-profile';
import { useApi } from '../api/use-api';
import { SignedInPage } from '../auth/signed-in-page';
import type { SessionUser } from '../auth/session-user';
import { CARD_LEAD, PAGE_LEAD, SKELETON } from '../ui/styles';
import { ProfileForm } from './profile-form';
import { PROFILE_TEXT, PROFILE_TOASTS } from './profile-values';
import { SecuritySettings } from './security-settings';
import { pages } from '#shared/pages';
import { RetryAlert } from '../ui/retry-alert';
import { PageShell } from '../ui/page-shell';
import { Card } from '../ui/card';

/** /dashboard/profile: Profile Settings, for signed-in users only. */
export function ProfilePage() {
  return (
    <SignedInPage copy={PROFILE_TEXT}>{(user) => <ProfileSettings user={user} />}</SignedInPage>
  );
}

export function ProfileSettings({ user }: { user: SessionUser }) {
  const { data, error, mutate } = useApi(ownProfileRoute, {}, { userId: user.id });

  let body;
  if (data) {
    body = (
      <ProfileForm
        key={data.id}
        profile={data}
        accountEmail={user.email}
        // The dashboard's greeting reads the same cache entry.
        onSaved={(saved) => void (saved ? mutate(saved, { revalidate: false }) : mutate())}
      />
    );
  } else if (error) {
    body = <ProfileLoadError onRetry={() => void mutate()} />;
  } else {
    body = <ProfileFormSkeleton />;
  }

  return (
    <ProfileSettingsView>
      <Card headingId="my-profile" title="My Profile">
        <p className={CARD_LEAD}>
          Buyers see your name, website and seller type on your listings, and your phone number when
          they ask to reveal it.
        </p>
        {body}
      </Card>
    </ProfileSettingsView>
  );
}

/** The page around the My Profile card (split out so it renders without a session in tests). */
export function ProfileSettingsView({ children }: { children: ReactNode }) {
  return (
    <PageShell
      trail={[
        { label: 'Home', href: pages.home.build() },
        { label: 'Dashboard', href: pages.dashboard.build() },
        { label: 'Profile' },
      ]}
      title="Profile Settings"
    >
      <p className={PAGE_LEAD}>Keep your contact details up to date and your account secure.</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] lg:items-start">
        {children}
        <SecuritySettings />
      </div>
    </PageShell>
  );
}

function ProfileLoadError({ onRetry }: { onRetry: () => void }) {
  return <RetryAlert message={PROFILE_TOASTS.loadFailed} onRetry={onRetry} className="mt-6" />;
}

function ProfileFormSkeleton() {
  return (
    <div aria-busy="true" className="mt-6 grid gap-5">
      <p role="status" className="sr-only">
        Loading your profile…
      </p>
      {['Full Name', 'Email Address', 'Phone Number', 'Location', 'Website URL'].map((label) => (
        <div key={label} aria-hidden="true">
          <div className={`${SKELETON} h-4 w-28`} />
          <div className={`${SKELETON} mt-2 h-10 w-full`} />
        </div>
      ))}
    </div>
  );
}
