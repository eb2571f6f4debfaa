import { useEffect, useRef } from 'react';
import type { SellerCard } from '#shared/listing-detail';
import { showToast } from '../ui/toast-store';

/**
 * A live listing whose seller profile could not be read (the API says `seller: null`) gets the
 * toast once per listing, besides the card's own note.
 */
export function useSellerMissing(listingId: string, seller: SellerCard | null): void {
  const toastedFor = useRef<string | undefined>(undefined);
  useEffect(() => {
    if (seller || toastedFor.current === listingId) return;
    toastedFor.current = listingId;
    showToast({
      title: 'Error',
      description: 'Could not load seller details',
      variant: 'destructive',
    });
  }, [listingId, seller]);
}
