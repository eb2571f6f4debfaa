import type { SearchCard } from '#shared/search/response';
import { ResultCard } from '../../ui/result-card';

/** The widest grid has 3 columns: the first 3 cards are the first row. */
const FIRST_ROW = 3;

/**
 * Cards below the first row are laid out and painted when they come near the screen: laying out
 * all twenty at once was the longest task of a results page on a slow phone (decision 051). The
 * height stands in until a card has been rendered once, then the browser remembers its own (a
 * stand-in width would widen the one-column phone grid past the screen).
 */
const RENDERED_WHEN_NEAR = '[contain-intrinsic-height:auto_30rem] [content-visibility:auto]';

type ResultListProps = {
  items: readonly SearchCard[];
  /** The next results are loading: these stay visible, marked busy. */
  busy: boolean;
};

export function ResultList({ items, busy }: ResultListProps) {
  return (
    <>
      <h2 className="sr-only">Search results</h2>
      <ul
        aria-busy={busy}
        className={`grid gap-3 transition-opacity sm:grid-cols-2 sm:gap-5 xl:grid-cols-3 ${
          busy ? 'opacity-60' : ''
        }`}
      >
        {items.map((card, index) => (
          <li key={card.id} className={index < FIRST_ROW ? undefined : RENDERED_WHEN_NEAR}>
            <ResultCard card={card} eager={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
    </>
  );
}
