import { makeFromSlug, modelFromSlug, modelsOf } from '#shared/catalogue/makes';
import { slugify } from '#shared/slug';
import { modelMatches } from '#shared/search/model-match';

/** A model slug's name: the catalogue's when it knows the model, else read from the slug. */
function modelName(make: string | undefined, slug: string): string {
  return (make && modelFromSlug(make, slug)) || slug.replace(/-/g, ' ');
}

/**
 * The model facet of a chosen make: for each model, how many vans choosing it would show, by the
 * search's own model rule, so 'TGE' counts 'TGE Panel Van' too and a
 * catalogue model no seller used exactly still offers its variants. `exact` holds the counts per
 * listed model slug. Models with no van are left out.
 */
export function modelFacet(
  makeSlug: string,
  exact: ReadonlyMap<string, number>,
): Record<string, number> {
  const make = makeFromSlug(makeSlug);
  const candidates = new Set([...modelsOf(make ?? '').map(slugify), ...exact.keys()]);
  const listed = [...exact].map(([slug, count]) => ({ name: modelName(make, slug), count }));
  const facet: Record<string, number> = {};
  for (const slug of candidates) {
    const name = modelName(make, slug);
    let total = 0;
    for (const model of listed) if (modelMatches(name, model.name)) total += model.count;
    if (total > 0) facet[slug] = total;
  }
  return facet;
}
