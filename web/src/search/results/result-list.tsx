import type { SearchCard } from '#shared/search/response';
import { ResultCard } from '../../ui/result-card';

/** The widest grid has 3 columns: the first 3 cards are the first row. */
const FIRST_ROW = 3;

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
          <li key={card.id}>
            <ResultCard card={card} eager={index < FIRST_ROW} />
          </li>
        ))}
      </ul>
    </>
  );
}
