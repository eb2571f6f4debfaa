import type { MakeInfo, ModelInfo } from './types';

/** The information text of one make: its make section and one section per catalogue model. */
export type MakeContent = { info: MakeInfo; models: ModelInfo[] };

type Loader = () => Promise<{ default: MakeContent }>;

/**
 * One dynamic import per make, keyed by make slug (slugify of the catalogue name), so each make's
 * text is its own small chunk and the results page fetches only the make it shows.
 */
const LOADERS: Readonly<Record<string, Loader>> = {
  ford: () => import('./ford'),
  'mercedes-benz': () => import('./mercedes-benz'),
  renault: () => import('./renault'),
  volkswagen: () => import('./volkswagen'),
  fiat: () => import('./fiat'),
  peugeot: () => import('./peugeot'),
  citroen: () => import('./citroen'),
  vauxhall: () => import('./vauxhall'),
  nissan: () => import('./nissan'),
  iveco: () => import('./iveco'),
  man: () => import('./man'),
  maxus: () => import('./maxus'),
  dacia: () => import('./dacia'),
  hyundai: () => import('./hyundai'),
  suzuki: () => import('./suzuki'),
  mitsubishi: () => import('./mitsubishi'),
  kia: () => import('./kia'),
  toyota: () => import('./toyota'),
  ldv: () => import('./ldv'),
  isuzu: () => import('./isuzu'),
};

/** Slugs of the makes that have an information section. */
export const MAKE_CONTENT_SLUGS: readonly string[] = Object.keys(LOADERS);

/** The make's information text ('mercedes-benz'), or undefined for a make without one. */
export async function loadMakeContent(makeSlug: string): Promise<MakeContent | undefined> {
  const slug = makeSlug.toLowerCase();
  const load = Object.hasOwn(LOADERS, slug) ? LOADERS[slug] : undefined;
  if (!load) return undefined;
  const module = await load();
  return module.default;
}

/** The section of one model ('transporter-t6') of loaded make content, if there is one. */
export function modelInfoFrom(
  content: MakeContent | undefined,
  modelSlug: string | undefined,
): ModelInfo | undefined {
  if (!content || !modelSlug) return undefined;
  const slug = modelSlug.toLowerCase();
  return content.models.find((model) => model.slug === slug);
}
