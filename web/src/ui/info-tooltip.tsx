import { useId, useState } from 'react';

type InfoTooltipProps = {
  /** Accessible name of the trigger ('About postcode search'). */
  label: string;
  text: string;
};

/**
 * An 'i' button whose tip shows on hover and on keyboard focus and is also its description, so
 * screen readers hear it. It stays while hovered and Escape hides it (WCAG 1.4.13).
 */
export function InfoTooltip({ label, text }: InfoTooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span
      className="relative inline-flex"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
    >
      <button
        type="button"
        aria-label={label}
        aria-describedby={id}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onClick={() => setOpen((shown) => !shown)}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open) {
            // Only the tip closes, not a dialog around it.
            event.stopPropagation();
            event.preventDefault();
            setOpen(false);
          }
        }}
        className="inline-flex size-6 items-center justify-center rounded-full border border-slate-400 text-xs font-bold text-muted hover:border-brand-700 hover:text-brand-700"
      >
        <span aria-hidden="true">i</span>
      </button>
      <span
        id={id}
        role="tooltip"
        className={`absolute bottom-full left-0 z-30 mb-2 w-60 rounded-md bg-ink px-3 py-2 text-sm font-normal text-white shadow-lg ${
          open ? 'block' : 'hidden'
        }`}
      >
        {text}
      </span>
    </span>
  );
}
