import { useState } from 'react';
import type { SearchFilters } from '#shared/search/filters';
import { HINT } from '../../ui/field-styles';
import { NumberInput } from './number-input';

type Load = Pick<SearchFilters, 'fitLength' | 'fitWidth' | 'fitHeight'>;

const keyOf = (load: Load) => `${load.fitLength}x${load.fitWidth}x${load.fitHeight}`;

/** The filter a typed load stands for: none until both its length and width are known. */
function filterOf(load: Load): Load {
  return load.fitLength !== undefined && load.fitWidth !== undefined
    ? load
    : { fitLength: undefined, fitWidth: undefined, fitHeight: undefined };
}

type LoadFitFieldsProps = { value: Load; onChange: (load: Load) => void };

/**
 * 'Fits my load': the length, width and (optional) height of a load. The filter applies once
 * both length and width are typed (the API refuses one without the other); what is typed so far
 * stays in the boxes meanwhile, and follows the filter when it changes elsewhere (a chip).
 */
export function LoadFitFields({ value, onChange }: LoadFitFieldsProps) {
  const [typed, setTyped] = useState<Load>(value);
  const [shown, setShown] = useState(keyOf(value));
  if (shown !== keyOf(value)) {
    setShown(keyOf(value));
    if (keyOf(filterOf(typed)) !== keyOf(value)) setTyped(value);
  }
  const edit = (patch: Load) => {
    const next = { ...typed, ...patch };
    setTyped(next);
    onChange(filterOf(next));
  };
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-ink">Fits my load</legend>
      <p id="filter-load-hint" className={HINT}>
        Your load&apos;s size in mm. It must stand on the floor between the wheel arches, turned
        either way; loads are not stacked.
      </p>
      <div className="mt-1 grid grid-cols-3 gap-2">
        <NumberInput
          id="filter-load-length"
          label="Length"
          placeholder="mm"
          value={typed.fitLength}
          onChange={(fitLength) => edit({ fitLength })}
        />
        <NumberInput
          id="filter-load-width"
          label="Width"
          placeholder="mm"
          value={typed.fitWidth}
          onChange={(fitWidth) => edit({ fitWidth })}
        />
        <NumberInput
          id="filter-load-height"
          label="Height"
          placeholder="mm"
          value={typed.fitHeight}
          onChange={(fitHeight) => edit({ fitHeight })}
        />
      </div>
    </fieldset>
  );
}
