import { FEATURES } from '#shared/catalogue/features';
import { FEATURE_SLUGS } from '#shared/search/filters';

type FeaturesFieldProps = {
  selected: readonly string[];
  onChange: (features: string[] | undefined) => void;
};

/** The 26 features as checkboxes in a group that opens on demand; a van must have every one. */
export function FeaturesField({ selected, onChange }: FeaturesFieldProps) {
  function toggle(slug: string, checked: boolean) {
    const next = checked ? [...selected, slug] : selected.filter((item) => item !== slug);
    // Catalogue order, as the URL keeps them.
    const ordered = FEATURE_SLUGS.filter((item) => next.includes(item));
    onChange(ordered.length > 0 ? ordered : undefined);
  }
  return (
    <details
      open={selected.length > 0 || undefined}
      className="group rounded-md border border-slate-300"
    >
      <summary className="flex cursor-pointer items-center justify-between rounded-md px-3 py-2 text-sm font-semibold text-ink hover:bg-slate-50">
        <span>
          Features
          {selected.length > 0 ? (
            <span className="font-normal text-muted"> ({selected.length} selected)</span>
          ) : null}
        </span>
        <span aria-hidden="true" className="text-muted transition-transform group-open:rotate-180">
          ▾
        </span>
      </summary>
      <fieldset className="border-t border-slate-200 px-3 py-2">
        <legend className="sr-only">Features the van must have</legend>
        <ul className="space-y-1">
          {FEATURES.map((feature, index) => {
            const slug = FEATURE_SLUGS[index] ?? '';
            const id = `feature-${slug}`;
            return (
              <li key={slug} className="flex items-center gap-3">
                <input
                  id={id}
                  type="checkbox"
                  checked={selected.includes(slug)}
                  onChange={(event) => toggle(slug, event.target.checked)}
                  className="size-5 shrink-0 accent-brand-700"
                />
                <label htmlFor={id} className="py-1 text-sm text-ink">
                  {feature}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </details>
  );
}
