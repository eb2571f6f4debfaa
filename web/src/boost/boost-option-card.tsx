import {
  BOOST_DURATIONS_DAYS,
  BOOST_LABELS,
  type BoostDurationDays,
  type BoostType,
} from '#shared/boosts';
import { dateAndTime } from '../lib/payment-format';
import { OPTION_TEXT } from './boost-copy';
import { optionPrice, type BoostChoice } from './boost-selection';

type BoostOptionCardProps = {
  type: BoostType;
  choice: BoostChoice;
  /** The end of this type's boost while it runs: buying more extends it from there. */
  runningUntil: string | null;
  onChange: (change: Partial<BoostChoice>) => void;
};

/**
 * One boost option (spec 02 section 2): its name, a switch named by it, and the four durations
 * with their prices as radio buttons. A duration is part of an option that is on (issue 28):
 * while the switch is off no duration shows as chosen; turning it on chooses the last duration
 * (7 days at first) and choosing a duration turns it on.
 */
export function BoostOptionCard({ type, choice, runningUntil, onChange }: BoostOptionCardProps) {
  const titleId = `boost-${type}-title`;
  const textId = `boost-${type}-text`;
  const label = BOOST_LABELS[type];
  return (
    <section
      aria-labelledby={titleId}
      className={`rounded-xl border-2 bg-white p-5 shadow-sm sm:p-6 ${
        choice.on ? 'border-brand-700' : 'border-slate-200'
      }`}
    >
      <div className="flex items-start justify-between gap-4">
        <h2 id={titleId} className="min-w-0 text-xl font-bold tracking-tight text-ink">
          {label}
        </h2>
        <div className="flex shrink-0 items-center gap-2">
          <span aria-hidden="true" className="text-sm font-medium text-ink">
            {choice.on ? 'On' : 'Off'}
          </span>
          <button
            id={`boost-${type}-switch`}
            type="button"
            role="switch"
            aria-checked={choice.on}
            aria-labelledby={titleId}
            aria-describedby={textId}
            onClick={() => onChange({ on: !choice.on })}
            className={`relative inline-flex h-8 w-14 shrink-0 items-center rounded-full border-2 transition-colors ${
              choice.on ? 'border-brand-700 bg-brand-700' : 'border-slate-500 bg-slate-200'
            }`}
          >
            <span
              aria-hidden="true"
              className={`inline-block size-6 rounded-full bg-white shadow ring-1 ring-slate-400 transition-transform ${
                choice.on ? 'translate-x-6' : 'translate-x-0.5'
              }`}
            />
          </button>
        </div>
      </div>
      {/* Under the name and switch, the width of the card: on a phone it has room to read. */}
      <p id={textId} className="mt-1 text-muted">
        {OPTION_TEXT[type]}
      </p>
      {runningUntil ? (
        <p className="mt-3 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
          Running until{' '}
          <time dateTime={runningUntil} className="font-semibold">
            {dateAndTime(runningUntil)}
          </time>
          ; buying more extends it.
        </p>
      ) : null}
      <fieldset className="mt-4">
        <legend className="text-sm font-semibold text-ink">
          <span className="sr-only">{label}: </span>Duration
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
          {BOOST_DURATIONS_DAYS.map((days) => (
            <DurationChoice
              key={days}
              type={type}
              days={days}
              checked={choice.on && choice.days === days}
              onChoose={() => onChange({ on: true, days })}
            />
          ))}
        </div>
      </fieldset>
    </section>
  );
}

function DurationChoice({
  type,
  days,
  checked,
  onChoose,
}: {
  type: BoostType;
  days: BoostDurationDays;
  checked: boolean;
  onChoose: () => void;
}) {
  const id = `boost-${type}-${days}`;
  return (
    <label
      htmlFor={id}
      className={`flex cursor-pointer flex-col items-center rounded-md border-2 px-2 py-2.5 text-center has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-700 ${
        checked ? 'border-brand-700 bg-brand-50' : 'border-slate-500 bg-white hover:bg-slate-50'
      }`}
    >
      <input
        id={id}
        type="radio"
        name={`boost-${type}-days`}
        value={days}
        checked={checked}
        onChange={onChoose}
        className="sr-only"
      />
      <span className="flex items-center gap-1.5 font-semibold text-ink">
        <span
          aria-hidden="true"
          className={`inline-flex size-4 items-center justify-center rounded-full border-2 ${
            checked ? 'border-brand-700' : 'border-slate-500'
          }`}
        >
          {checked ? <span className="size-2 rounded-full bg-brand-700" /> : null}
        </span>
        {days} days
      </span>
      <span className="text-sm text-ink tabular-nums">{optionPrice(type, days)}</span>
    </label>
  );
}
