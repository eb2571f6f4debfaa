import { WEEK_DAY_LABELS, WEEK_DAYS, type DayHours } from '#shared/dealer';
import { CONTROL_BASE, ERROR, HINT } from '../ui/field-styles';

type OpeningHoursTableProps = {
  hours: DayHours[];
  /** The form's message for the table (it names the day). */
  error: string | undefined;
  onChange: (hours: DayHours[]) => void;
};

/** A day whose closing time is not after its opening time: the rule of openingHoursSchema. */
export function dayInvalid(day: DayHours): boolean {
  return day.open && day.closes <= day.opens;
}

/**
 * The weekly table of a dealer's opening hours: a row a day, open or closed, and its times.
 * A day the rule refuses is marked on its closing time, and the message under the table says
 * which day and why.
 */
export function OpeningHoursTable({ hours, error, onChange }: OpeningHoursTableProps) {
  const set = (index: number, day: Partial<DayHours>) =>
    onChange(hours.map((each, i) => (i === index ? { ...each, ...day } : each)));
  return (
    <fieldset
      id="field-opening_hours"
      tabIndex={-1}
      aria-describedby={error ? 'opening-hours-error opening-hours-hint' : 'opening-hours-hint'}
    >
      <legend className="block text-sm font-semibold text-ink">Opening hours</legend>
      <p id="opening-hours-hint" className={HINT}>
        Tick the days you are open and give the times, 24-hour (e.g. 08:30 to 17:30).
      </p>
      <table className="mt-2 w-full text-sm">
        <thead className="sr-only">
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Open</th>
            <th scope="col">Opens</th>
            <th scope="col">Closes</th>
          </tr>
        </thead>
        <tbody>
          {hours.map((day, index) => {
            const name = WEEK_DAY_LABELS[WEEK_DAYS[index]!];
            const id = `hours-${WEEK_DAYS[index]}`;
            const invalid = !!error && dayInvalid(day);
            return (
              <tr key={id} className="border-t border-slate-100">
                <th scope="row" className="py-2 pr-2 text-left font-medium text-ink">
                  {name}
                </th>
                <td className="py-2 pr-2">
                  <label className="flex items-center gap-2">
                    <input
                      id={`${id}-open`}
                      type="checkbox"
                      checked={day.open}
                      onChange={(event) => set(index, { open: event.target.checked })}
                      className="size-5 accent-brand-700"
                    />
                    <span>
                      Open<span className="sr-only"> on {name}</span>
                    </span>
                  </label>
                </td>
                <td className="py-2 pr-2">
                  <label htmlFor={`${id}-opens`} className="sr-only">
                    {name} opens at
                  </label>
                  <input
                    id={`${id}-opens`}
                    type="time"
                    value={day.opens}
                    disabled={!day.open}
                    onChange={(event) => set(index, { opens: event.target.value })}
                    className={`${CONTROL_BASE} w-full min-w-0 px-2`}
                  />
                </td>
                <td className="py-2">
                  <label htmlFor={`${id}-closes`} className="sr-only">
                    {name} closes at
                  </label>
                  <input
                    id={`${id}-closes`}
                    type="time"
                    value={day.closes}
                    disabled={!day.open}
                    aria-invalid={invalid || undefined}
                    aria-describedby={invalid ? 'opening-hours-error' : undefined}
                    onChange={(event) => set(index, { closes: event.target.value })}
                    className={`${CONTROL_BASE} w-full min-w-0 px-2`}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {error ? (
        <p id="opening-hours-error" className={ERROR}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
