import { useState } from 'react';
import { renewOwnListingRoute } from '#shared/api/routes/renew-own-listing';
import type { OwnListing } from '#shared/own-listings';
import { callApi } from '../api/client';
import { useRefreshOwnListings } from '../api/own-listings-cache';
import { Button } from '../ui/button';
import { showToast } from '../ui/toast-store';
import { RENEW_TEXT, renewedToast, renewFailedToast } from './renew';

type RenewButtonProps = {
  id: string;
  title: string;
  size?: 'sm' | 'md';
  className?: string;
  /** The renewed listing, before the lists are asked for again (My Listings patches its row). */
  onRenewed?: (listing: OwnListing) => void;
};

/**
 * Renew, in one click (decision 072): live again for the setting's days, no new review. Every
 * own-listings answer is asked for again afterwards (the row's state, the owner's page), also
 * after a refusal, which means the listing changed meanwhile (sold, sent for review).
 */
export function RenewButton({
  id,
  title,
  size = 'sm',
  className = '',
  onRenewed,
}: RenewButtonProps) {
  const refresh = useRefreshOwnListings();
  const [busy, setBusy] = useState(false);

  async function renew() {
    setBusy(true);
    try {
      const renewed = await callApi(renewOwnListingRoute, { path: { id } });
      onRenewed?.(renewed);
      showToast(renewedToast(title, renewed.expires_at));
    } catch (error) {
      showToast(renewFailedToast(error));
    } finally {
      await refresh();
      setBusy(false);
    }
  }

  return (
    <Button
      size={size}
      className={className}
      aria-label={RENEW_TEXT.label(title)}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) void renew();
      }}
    >
      {busy ? RENEW_TEXT.busy : RENEW_TEXT.renew}
    </Button>
  );
}
