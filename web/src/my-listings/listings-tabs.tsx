import { useRef, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import type { OwnListingTab } from '#shared/own-listings';
import { panelId, tabAfterKey, tabId, tabLabel, TABS } from './tabs';

type ListingsTabsProps = {
  selected: OwnListingTab;
  counts: Readonly<Record<OwnListingTab, number>> | null;
  onSelect: (tab: OwnListingTab) => void;
  /** The selected tab's panel content. */
  children: ReactNode;
  /** The selected panel (focused when the control a seller used has gone). */
  panelRef?: Ref<HTMLDivElement>;
};

/**
 * Active Listings and Sold Listings as WAI-ARIA tabs with automatic activation: one tab stop,
 * the arrows (wrapping), Home and End move between the tabs and select them. Both panels exist
 * so every aria-controls points at an element; only the selected one has content.
 */
export function ListingsTabs({
  selected,
  counts,
  onSelect,
  children,
  panelRef,
}: ListingsTabsProps) {
  const tabRefs = useRef(new Map<OwnListingTab, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, tab: OwnListingTab) {
    const next = tabAfterKey(event.key, tab);
    if (!next) return;
    event.preventDefault();
    onSelect(next);
    tabRefs.current.get(next)?.focus();
  }

  return (
    <div className="mt-6">
      <div
        role="tablist"
        aria-label="My listings"
        className="flex gap-1 overflow-x-auto border-b border-slate-300"
      >
        {TABS.map(({ tab }) => {
          const isSelected = tab === selected;
          return (
            <button
              key={tab}
              ref={(element) => {
                if (element) tabRefs.current.set(tab, element);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={isSelected}
              aria-controls={panelId(tab)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab)}
              onKeyDown={(event) => onKeyDown(event, tab)}
              className={`-mb-px min-h-11 shrink-0 border-b-4 px-4 py-2 text-sm font-semibold whitespace-nowrap sm:text-base ${
                isSelected
                  ? 'border-brand-700 text-brand-700'
                  : 'border-transparent text-muted hover:border-slate-400 hover:text-ink'
              }`}
            >
              {tabLabel(tab, counts)}
            </button>
          );
        })}
      </div>
      {TABS.map(({ tab }) =>
        tab === selected ? (
          <div
            key={tab}
            ref={panelRef}
            role="tabpanel"
            id={panelId(tab)}
            aria-labelledby={tabId(tab)}
            tabIndex={0}
            className="mt-6 rounded-md"
          >
            {children}
          </div>
        ) : (
          <div key={tab} role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} hidden />
        ),
      )}
    </div>
  );
}
