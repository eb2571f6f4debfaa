import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useOutsidePress } from './use-outside-press';
import { buttonClass } from '../../ui/button';

export type MenuOption<V extends string> = { value: V; label: string };

type SelectMenuProps<V extends string> = {
  /** The button's visible words ('Status'). */
  label: string;
  /** Its accessible name when the words alone are not enough ('Change status of 2019 Ford Transit'). */
  ariaLabel?: string;
  options: readonly MenuOption<V>[];
  /** The choice in force now: checked in the menu; choosing it again does nothing. */
  value: V;
  /** While a change is on its way the button says so and opens nothing. */
  busy?: boolean;
  onSelect: (value: V) => void;
};

/** Where the focus goes inside the open menu for a key, or null when the key is not the menu's. */
export function menuFocusFor(key: string, current: number, count: number): number | null {
  if (count === 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}

/**
 * A menu button (the ARIA menu pattern) whose items are radio choices: Enter, Space or the
 * arrow keys open it on the current choice; arrows, Home and End move; Enter or Space choose;
 * Escape closes it and Tab leaves it, both back to the button. Used where a choice is an action
 * that takes effect at once (a listing's status, a user's tag or role), which a <select> would
 * fire on every arrow key.
 */
export function SelectMenu<V extends string>({
  label,
  ariaLabel,
  options,
  value,
  busy = false,
  onSelect,
}: SelectMenuProps<V>) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const menuId = `${id}-menu`;
  const currentIndex = Math.max(
    0,
    options.findIndex((option) => option.value === value),
  );

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitemradio"]')[focused]?.focus();
  }, [open, focused]);

  useOutsidePress(open, () => setOpen(false), [menuRef, buttonRef]);

  function openAt(index: number) {
    if (busy) return;
    setFocused(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  function choose(option: MenuOption<V>) {
    close(true);
    if (option.value !== value) onSelect(option.value);
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(currentIndex);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const next = menuFocusFor(event.key, focused, options.length);
    if (next !== null) {
      event.preventDefault();
      setFocused(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // Not the dialog or page around it: only the menu closes.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div className="relative inline-block">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={ariaLabel}
        aria-disabled={busy || undefined}
        onClick={() => (open ? close(false) : openAt(currentIndex))}
        onKeyDown={onButtonKeyDown}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        {label}
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={ariaLabel ?? label}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-20 mt-1 min-w-40 rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {options.map((option, index) => {
            const checked = option.value === value;
            return (
              <li
                key={option.value}
                role="menuitemradio"
                aria-checked={checked}
                tabIndex={index === focused ? 0 : -1}
                onClick={() => choose(option)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' || event.key === ' ') {
                    event.preventDefault();
                    choose(option);
                  }
                }}
                className="flex min-h-10 cursor-pointer items-center gap-2 px-3 py-2 text-sm text-ink hover:bg-slate-100 focus:bg-brand-50"
              >
                <span aria-hidden="true" className="w-4 text-brand-700">
                  {checked ? '✓' : ''}
                </span>
                {option.label}
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
