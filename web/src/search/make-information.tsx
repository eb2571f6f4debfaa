import useSWRImmutable from 'swr/immutable';
import { useLoaderSeed } from '../api/loader-seed';
import { loadMakeContent, modelInfoFrom, type MakeContent } from '../content/makes';
import type { MakeInfo, ModelInfo } from '../content/makes/types';

type MakeInformationProps = {
  makeSlug: string;
  modelSlug: string | undefined;
  /**
   * The content the results route's loader read (null: the make has none), so the section is
   * in the page's HTML; undefined after a navigation, where it loads on demand.
   */
  loaded: MakeContent | null | undefined;
};

function makeContentKey(makeSlug: string): string {
  return `make-content:${makeSlug}`;
}

/**
 * The static information section below the results for a known make, and for its model when
 * one is chosen. The text is loaded on demand, one make at a time.
 */
export function MakeInformation({ makeSlug, modelSlug, loaded }: MakeInformationProps) {
  const key = makeContentKey(makeSlug);
  const seed = useLoaderSeed(key, loaded);
  const { data } = useSWRImmutable(key, () => loadMakeContent(makeSlug), seed);
  if (!data) return null;
  const model = modelInfoFrom(data, modelSlug);
  return (
    <div className="mt-12 space-y-8 border-t border-slate-200 pt-10">
      {model ? <ModelSection model={model} /> : null}
      <MakeSection info={data.info} />
    </div>
  );
}

function ModelSection({ model }: { model: ModelInfo }) {
  return (
    <section aria-labelledby="model-info-heading" className="max-w-3xl">
      <h2 id="model-info-heading" className="text-2xl font-bold tracking-tight text-ink">
        About the {model.make} {model.model}
      </h2>
      <p className="mt-3 leading-7 text-ink">{model.summary}</p>
      <dl className="mt-4">
        <dt className="text-sm font-semibold text-muted">Year introduced</dt>
        <dd className="text-lg font-semibold text-ink">{model.yearIntroduced}</dd>
      </dl>
      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <div>
          <h3 className="text-lg font-semibold text-ink">Common uses</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 leading-7 text-ink">
            {model.commonUses.map((use) => (
              <li key={use}>{use}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="text-lg font-semibold text-ink">Key features</h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 leading-7 text-ink">
            {model.keyFeatures.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}

function MakeSection({ info }: { info: MakeInfo }) {
  return (
    <section aria-labelledby="make-info-heading" className="max-w-3xl">
      <h2 id="make-info-heading" className="text-2xl font-bold tracking-tight text-ink">
        About {info.make} vans
      </h2>
      <p className="mt-3 leading-7 text-ink">{info.summary}</p>
      {info.facts.length > 0 ? (
        <dl className="mt-5 grid gap-x-6 gap-y-3 rounded-xl bg-brand-50 p-5 sm:grid-cols-2">
          {info.facts.map((fact) => (
            <div key={fact.label}>
              <dt className="text-sm font-semibold text-muted">{fact.label}</dt>
              <dd className="text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <h3 className="mt-6 text-lg font-semibold text-ink">History</h3>
      <div className="mt-2 space-y-3 leading-7 text-ink">
        {info.history.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <h3 className="mt-6 text-lg font-semibold text-ink">Why buyers choose {info.make}</h3>
      <div className="mt-2 space-y-3 leading-7 text-ink">
        {info.popularity.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {info.popularModels.length > 0 ? (
        <>
          <h3 className="mt-6 text-lg font-semibold text-ink">Best-known {info.make} vans</h3>
          <ul className="mt-2 space-y-2 leading-7 text-ink">
            {info.popularModels.map((item) => (
              <li key={item.model}>
                <span className="font-semibold">{item.model}</span>: {item.note}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
