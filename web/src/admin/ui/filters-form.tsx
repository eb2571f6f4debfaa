import type { ReactNode } from 'react';
import { CARD } from '../../ui/styles';
import { TextLink } from '../../ui/text-link';

type FiltersFormProps = {
  /** Names the search landmark ('Filter listings'). */
  label: string;
  /** The list without filters: offered while any is set. */
  clearHref: string | null;
  children: ReactNode;
};

/**
 * The filters above an admin list. Each control writes to the URL as it changes, so the form is
 * never submitted; Enter in a text filter applies it at once.
 */
export function FiltersForm({ label, clearHref, children }: FiltersFormProps) {
  return (
    <form
      role="search"
      aria-label={label}
      noValidate
      onSubmit={(event) => event.preventDefault()}
      className={`${CARD} grid gap-4 sm:grid-cols-2 xl:grid-cols-3`}
    >
      {children}
      {clearHref ? (
        <p className="sm:col-span-2 xl:col-span-3">
          <TextLink to={clearHref}>Clear all filters</TextLink>
        </p>
      ) : null}
    </form>
  );
}
