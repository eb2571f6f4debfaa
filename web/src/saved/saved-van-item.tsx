import { ResultCard } from '../ui/result-card';
import { cardClass } from '../ui/card';
import { buttonClass } from '../ui/button';
import { SAVED_COPY } from './saved-copy';
import type { SavedView } from './saved-view';

type SavedVanItemProps = { van: SavedView; eager: boolean; onRemove: (id: string) => void };

function RemoveButton({ van, onRemove }: Omit<SavedVanItemProps, 'eager'>) {
  return (
    <button
      type="button"
      onClick={() => onRemove(van.id)}
      aria-label={`${SAVED_COPY.remove} ${van.title} from your saved vans`}
      className={buttonClass({ variant: 'outline', size: 'sm' })}
    >
      {SAVED_COPY.remove}
    </button>
  );
}

/**
 * One saved van: a live one as its card with the price change since saving under it; a sold
 * one greyed with 'Sold'; a gone one by its saved title alone. The heart on a card takes a
 * van off the list; a sold or gone one has a Remove button too.
 */
export function SavedVanItem({ van, eager, onRemove }: SavedVanItemProps) {
  if (van.state === 'gone' || !van.card) {
    return (
      <div className={cardClass({ padding: 'list', className: 'flex h-full flex-col gap-2' })}>
        <h3 className="font-semibold text-ink">{van.title}</h3>
        <p className="text-muted">{SAVED_COPY.gone}</p>
        <div className="mt-auto">
          <RemoveButton van={van} onRemove={onRemove} />
        </div>
      </div>
    );
  }
  const sold = van.state === 'sold';
  return (
    <div className="flex h-full flex-col gap-2" data-testid="saved-van" data-state={van.state}>
      <div className={`relative flex-1 ${sold ? 'grayscale' : ''}`}>
        <ResultCard card={van.card} eager={eager} layout="grid" />
        {sold ? (
          <p className="pointer-events-none absolute top-1/3 left-1/2 z-10 -translate-x-1/2 rounded-md bg-ink px-3 py-1 text-lg font-bold tracking-wide text-white uppercase shadow">
            {SAVED_COPY.sold}
          </p>
        ) : null}
      </div>
      {van.change ? (
        <p
          data-testid="price-change"
          className={`text-sm font-semibold ${van.change.includes(' less ') ? 'text-emerald-800' : 'text-ink'}`}
        >
          {van.change}
        </p>
      ) : null}
      {sold ? (
        <div>
          <RemoveButton van={van} onRemove={onRemove} />
        </div>
      ) : null}
    </div>
  );
}
