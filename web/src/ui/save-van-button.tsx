import { useState } from 'react';
import { useSavedVans, type SaveableVan } from '../api/use-saved-vans';
import { showToast } from './toast-store';

/** The heart's accessible name: the same pressed or not, as a toggle's name should be. */
export function saveVanLabel(title: string): string {
  return `Save ${title} to your saved vans`;
}

function HeartIcon({ filled, className }: { filled: boolean; className: string }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth={2}
      strokeLinejoin="round"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.4C1.5 7.8 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.5 3.3 4.3 6.6-1.8 4.8-9.3 9.4-9.3 9.4z" />
    </svg>
  );
}

const LOOKS = {
  // A round button in the photo's corner, above the card's stretched link.
  card: {
    button:
      'absolute top-1.5 right-1.5 z-10 flex size-10 items-center justify-center rounded-full bg-white/95 shadow ring-1 ring-slate-300 hover:bg-white sm:top-3 sm:right-3',
    icon: 'size-5',
  },
  page: {
    button:
      'inline-flex min-h-10 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50',
    icon: 'size-5',
  },
} as const;

type SaveVanButtonProps = {
  van: SaveableVan;
  /** 'card': the heart alone in a card's photo corner; 'page': 'Save' / 'Saved' beside it. */
  look?: keyof typeof LOOKS;
};

/**
 * The heart that saves a van (issue 32 §1): an aria-pressed toggle named after the van. Signed
 * out it saves in this browser at once; signed in, to the account. Not pressed on the server
 * and in the hydration render: which vans are saved is known only afterwards.
 */
export function SaveVanButton({ van, look = 'card' }: SaveVanButtonProps) {
  const saved = useSavedVans();
  const [busy, setBusy] = useState(false);
  const pressed = saved.ids.has(van.id);
  const classes = LOOKS[look];

  async function toggle() {
    if (busy) return;
    setBusy(true);
    const result = await saved.toggle(van);
    setBusy(false);
    if ('error' in result) showToast({ title: result.error, variant: 'destructive' });
  }

  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={saveVanLabel(van.title)}
      title={pressed ? 'Saved' : 'Save'}
      onClick={() => void toggle()}
      data-testid="save-van"
      className={classes.button}
    >
      <HeartIcon
        filled={pressed}
        className={`${classes.icon} ${pressed ? 'text-red-600' : 'text-slate-700'}`}
      />
      {look === 'page' ? <span aria-hidden="true">{pressed ? 'Saved' : 'Save'}</span> : null}
    </button>
  );
}
