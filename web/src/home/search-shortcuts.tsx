import { Link } from 'react-router-dom';
import { bodyTypeShortcuts, budgetShortcuts, type Shortcut } from './shortcuts';

/** Under the home search: one click to vans of a body type, or within a budget. */
export function SearchShortcuts() {
  return (
    <section aria-labelledby="shortcuts-heading" className="border-b border-slate-200 bg-white">
      <h2 id="shortcuts-heading" className="sr-only">
        Browse vans by body type or budget
      </h2>
      <div className="container-page grid gap-6 py-6 sm:py-8 lg:grid-cols-[3fr_2fr] lg:gap-10">
        <ShortcutGroup id="shortcuts-body" title="By body type" shortcuts={bodyTypeShortcuts()} />
        <ShortcutGroup id="shortcuts-budget" title="By budget" shortcuts={budgetShortcuts()} />
      </div>
    </section>
  );
}

type ShortcutGroupProps = { id: string; title: string; shortcuts: Shortcut[] };

function ShortcutGroup({ id, title, shortcuts }: ShortcutGroupProps) {
  return (
    <div>
      <h3 id={id} className="text-base font-bold text-ink">
        {title}
      </h3>
      <ul aria-labelledby={id} className="mt-3 flex flex-wrap gap-2">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.href}>
            <Link
              to={shortcut.href}
              className="inline-block rounded-full border border-brand-200 bg-white px-3.5 py-2 text-sm font-medium text-brand-800 hover:border-brand-700 hover:bg-brand-50"
            >
              {shortcut.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
