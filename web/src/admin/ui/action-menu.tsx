import { Fragment, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { menuFocusFor } from './select-menu';
import { useOutsidePress } from './use-outside-press';
import { buttonClass } from '../../ui/button';

/** One entry of a row's action menu. */
export type MenuEntry =
  /** Does something now or opens its dialog ('Approve', 'Reject...'). */
  | { kind: 'action'; label: string; onSelect: () => void; danger?: boolean; dialog?: boolean }
  /** Goes to a page ('Edit'). */
  | { kind: 'link'; label: string; to: string }
  /** A choice in force now among a few, taking effect at once (a listing's status). */
  | {
      kind: 'choice';
      /** Names the group ('Status'). */
      label: string;
      options: readonly { value: string; label: string }[];
      value: string;
      onSelect: (value: string) => void;
    };

/** Entries shown together; a line parts one section from the next (an empty one shows nothing). */
export type MenuSection = readonly MenuEntry[];

/** The menu's focusable items in order, as the keys move over them. */
export function menuItemLabels(sections: readonly MenuSection[]): string[] {
  return sections
    .flat()
    .flatMap((entry) =>
      entry.kind === 'choice' ? entry.options.map((option) => option.label) : [entry.label],
    );
}

/**
 * Type-ahead: the next item after `current` whose label starts with the typed character, or
 * null when none does (or the key is not a printable character).
 */
export function typeaheadFocus(
  key: string,
  current: number,
  labels: readonly string[],
): number | null {
  if (key.length !== 1 || key === ' ') return null;
  const wanted = key.toLocaleLowerCase('en-GB');
  for (let step = 1; step <= labels.length; step++) {
    const index = (current + step) % labels.length;
    if (labels[index]!.toLocaleLowerCase('en-GB').startsWith(wanted)) return index;
  }
  return null;
}

type ActionMenuProps = {
  /** The button's accessible name ('Actions for 2019 Ford Transit'); it shows 'Actions'. */
  label: string;
  sections: readonly MenuSection[];
  /** While a change to the row is on its way: the button says so and opens nothing. */
  busyLabel?: string | null;
};

const ITEM =
  'flex min-h-10 w-full cursor-pointer items-center gap-2 px-3 py-2 text-left text-sm text-ink hover:bg-slate-100 focus:bg-brand-50 focus-visible:outline-offset-[-3px]';

/**
 * A row's one action menu (the ARIA menu button pattern): Enter, Space or Down open it on its
 * first item, Up on its last; Up, Down, Home, End and a letter move; Enter or Space choose;
 * Escape closes it back to the button, and Tab leaves it. Choosing an action closes the menu
 * and puts the focus back on the button first, so a dialog it opens returns the focus there.
 */
export function ActionMenu({ label, sections, busyLabel = null }: ActionMenuProps) {
  const [open, setOpen] = useState(false);
  const [focused, setFocused] = useState(0);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const id = useId();
  const menuId = `${id}-menu`;
  const shown = sections.filter((section) => section.length > 0);
  const labels = menuItemLabels(shown);
  const busy = busyLabel !== null;

  useEffect(() => {
    if (!open) return;
    menuRef.current?.querySelectorAll<HTMLElement>('[data-menu-item]')[focused]?.focus();
  }, [open, focused]);

  useOutsidePress(open, () => setOpen(false), [menuRef, buttonRef]);

  // A busy row's menu closes (its choice is on its way).
  useEffect(() => {
    if (busy) setOpen(false);
  }, [busy]);

  function openAt(index: number) {
    if (busy || labels.length === 0) return;
    setFocused(index);
    setOpen(true);
  }

  function close(returnFocus: boolean) {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }

  /** Closes the menu back to its button, then acts. */
  function choose(run: () => void) {
    close(true);
    run();
  }

  function onButtonKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : labels.length - 1);
    }
  }

  function onMenuKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const next =
      menuFocusFor(event.key, focused, labels.length) ??
      (event.ctrlKey || event.metaKey || event.altKey
        ? null
        : typeaheadFocus(event.key, focused, labels));
    if (next !== null) {
      event.preventDefault();
      setFocused(next);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      // Only the menu closes, not a dialog or sheet around it.
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  /** Enter and Space on an item that is not a native button or link. */
  const activateOnKey = (run: () => void) => (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      choose(run);
    }
  };

  function renderEntry(entry: MenuEntry) {
    if (entry.kind === 'choice') {
      return (
        <li key={`choice-${entry.label}`} role="none">
          <p
            aria-hidden="true"
            className="px-3 pt-1 pb-0.5 text-xs font-semibold tracking-wide text-muted uppercase"
          >
            {entry.label}
          </p>
          <ul role="group" aria-label={entry.label}>
            {entry.options.map((option) => {
              const checked = option.value === entry.value;
              const select = () => {
                if (!checked) entry.onSelect(option.value);
              };
              return (
                <li
                  key={option.value}
                  role="menuitemradio"
                  aria-checked={checked}
                  {...item()}
                  onClick={() => choose(select)}
                  onKeyDown={activateOnKey(select)}
                  className={ITEM}
                >
                  <span aria-hidden="true" className="w-4 text-brand-700">
                    {checked ? '✓' : ''}
                  </span>
                  {option.label}
                </li>
              );
            })}
          </ul>
        </li>
      );
    }
    if (entry.kind === 'link') {
      return (
        <li key={`link-${entry.label}`} role="none">
          <Link
            to={entry.to}
            role="menuitem"
            {...item()}
            onClick={() => close(false)}
            onKeyDown={(event) => {
              // Space follows a menu's link as Enter does.
              if (event.key === ' ') {
                event.preventDefault();
                event.currentTarget.click();
              }
            }}
            className={ITEM}
          >
            <span aria-hidden="true" className="w-4" />
            {entry.label}
          </Link>
        </li>
      );
    }
    return (
      <li key={`action-${entry.label}`} role="none">
        <button
          type="button"
          role="menuitem"
          aria-haspopup={entry.dialog ? 'dialog' : undefined}
          {...item()}
          onClick={() => choose(entry.onSelect)}
          className={`${ITEM} ${entry.danger ? 'text-red-800' : ''}`}
        >
          <span aria-hidden="true" className="w-4" />
          {entry.label}
        </button>
      </li>
    );
  }

  let index = -1;
  const item = () => {
    index += 1;
    const mine = index;
    return {
      'data-menu-item': '',
      // Roving: the item with the focus is the menu's one tab stop.
      tabIndex: mine === focused ? 0 : -1,
      onFocus: () => setFocused(mine),
    };
  };

  return (
    <div className="relative inline-block">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={label}
        aria-disabled={busy || undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKeyDown}
        className={buttonClass({ variant: 'secondary', size: 'sm' })}
      >
        {busyLabel ?? (
          <>
            Actions
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
              <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
            </svg>
          </>
        )}
      </button>
      {open ? (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKeyDown}
          className="absolute right-0 z-20 mt-1 min-w-48 rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {shown.map((section, position) => (
            <Fragment key={position}>
              {position > 0 ? (
                <li role="separator" className="my-1 border-t border-slate-200" />
              ) : null}
              {section.map(renderEntry)}
            </Fragment>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
