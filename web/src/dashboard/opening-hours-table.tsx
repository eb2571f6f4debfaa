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
        Tick the days you are open and give the times you open and close.
      </p>
      {/* A row a day: the day and Open on one line and the two times beside them, or under
          them on a phone, where four controls do not fit one line. */}
      <ul className="mt-2 text-sm">
        {hours.map((day, index) => {
          const name = WEEK_DAY_LABELS[WEEK_DAYS[index]!];
          const id = `hours-${WEEK_DAYS[index]}`;
          const invalid = !!error && dayInvalid(day);
          return (
            <li
              key={id}
              role="group"
              aria-labelledby={`${id}-day`}
              className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 border-t border-slate-100 py-2 sm:grid-cols-[7rem_5rem_minmax(0,1fr)_minmax(0,1fr)]"
            >
              <span id={`${id}-day`} className="font-medium text-ink">
                {name}
              </span>
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
              <div className="col-span-2 grid grid-cols-2 gap-2">
                <TimeInput
                  id={`${id}-opens`}
                  label={`${name} opens at`}
                  value={day.opens}
                  disabled={!day.open}
                  onChange={(opens) => set(index, { opens })}
                />
                <TimeInput
                  id={`${id}-closes`}
                  label={`${name} closes at`}
                  value={day.closes}
                  disabled={!day.open}
                  invalid={invalid}
                  onChange={(closes) => set(index, { closes })}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {error ? (
        <p id="opening-hours-error" className={ERROR}>
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

type TimeInputProps = {
  id: string;
  /** Read by screen readers only: the column says it to sighted people. */
  label: string;
  value: string;
  disabled: boolean;
  invalid?: boolean;
  onChange: (value: string) => void;
};

function TimeInput({ id, label, value, disabled, invalid = false, onChange }: TimeInputProps) {
  return (
    <div className="min-w-0">
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        type="time"
        value={value}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'opening-hours-error' : undefined}
        onChange={(event) => onChange(event.target.value)}
        className={`${CONTROL_BASE} w-full min-w-0 px-2`}
      />
    </div>
  );
}
