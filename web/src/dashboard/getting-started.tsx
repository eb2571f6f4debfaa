import { GETTING_STARTED } from './dashboard-content';
import { Card } from '../ui/card';

/** A numbered list of first steps for new sellers. */
export function GettingStarted() {
  return (
    <Card headingId="dashboard-getting-started" title="Getting Started">
      <p className="mt-1 text-muted">New to selling on VanYard? Four steps to your first sale.</p>
      <ol className="mt-5 space-y-5">
        {GETTING_STARTED.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="font-semibold text-ink">{step.title}</h3>
              <p className="mt-1 text-sm leading-6 text-muted">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
