import { useState } from 'react';
import { showToast } from '../ui/toast-store';
import { ShareIcon } from './listing-icons';
import { shareOrCopy } from './share-link';

type ShareButtonProps = { title: string; url: string; className?: string };

/**
 * Share: the device's share sheet, or the link copied with 'Link copied' said in the
 * notifications (a polite live region).
 */
export function ShareButton({ title, url, className = '' }: ShareButtonProps) {
  const [busy, setBusy] = useState(false);

  async function share() {
    if (busy) return;
    setBusy(true);
    const outcome = await shareOrCopy({ title, url }, navigator);
    setBusy(false);
    if (outcome === 'copied') {
      showToast({
        title: 'Link copied',
        description: 'Paste it wherever you want to share this van.',
      });
    } else if (outcome === 'failed') {
      showToast({
        title: 'Could not copy the link',
        description: `Copy it from the address bar: ${url}`,
        variant: 'destructive',
        durationMs: 8000,
      });
    }
  }

  return (
    <button
      type="button"
      onClick={() => void share()}
      aria-disabled={busy || undefined}
      className={`inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50 ${className}`}
    >
      <ShareIcon className="size-5 text-brand-700" />
      Share
    </button>
  );
}
