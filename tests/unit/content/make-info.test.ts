import { describe, expect, it } from 'vitest';
import { MAKES, MAKES_AND_MODELS } from '#shared/catalogue';
import { slugify } from '#shared/slug';
import {
  MAKE_CONTENT_SLUGS,
  loadMakeContent,
  modelInfoFrom,
  type MakeContent,
} from '#web/content/makes';
import type { ModelInfo } from '#web/content/makes/types';

const MIN_MAKE_WORDS = 150;
const MIN_MODEL_SUMMARY_WORDS = 40;
const HTML_TAG = /<\/?[a-z][^>]*>/i;

function words(text: string | readonly string[]): number {
  const joined = typeof text === 'string' ? text : text.join(' ');
  return joined.split(/\s+/).filter(Boolean).length;
}

/** Every string in a value, with a path for failure messages. */
function stringsOf(value: unknown, path: string): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => stringsOf(item, `${path}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => stringsOf(item, `${path}.${key}`));
  }
  return [];
}

function expectUnique(items: readonly string[], label: string) {
  expect(new Set(items).size, `${label} has duplicates`).toBe(items.length);
}

const contents = new Map<string, MakeContent>();
for (const make of MAKES) {
  const content = await loadMakeContent(slugify(make));
  if (content) contents.set(make, content);
}

function contentOf(make: string): MakeContent {
  const content = contents.get(make);
  if (!content) throw new Error(`no content for ${make}`);
  return content;
}

describe('make and model information content', () => {
  it('has content for every catalogue make and for no other', () => {
    expect([...contents.keys()]).toEqual([...MAKES]);
    expect([...MAKE_CONTENT_SLUGS].sort()).toEqual(MAKES.map(slugify).sort());
  });

  it('returns undefined for an unknown make and ignores slug case', async () => {
    expect(await loadMakeContent('tesla')).toBeUndefined();
    expect(await loadMakeContent('toString')).toBeUndefined();
    expect(await loadMakeContent('')).toBeUndefined();
    expect((await loadMakeContent('MERCEDES-BENZ'))?.info.make).toBe('Mercedes-Benz');
  });

  describe.each(MAKES)('%s', (make) => {
    const content = contentOf(make);
    const { info, models } = content;
    const catalogueModels: readonly string[] = MAKES_AND_MODELS[make];

    it('names the make and its slug as in the catalogue', () => {
      expect(info.make).toBe(make);
      expect(info.slug).toBe(slugify(make));
    });

    it('has 3 to 5 facts with distinct labels', () => {
      expect(info.facts.length).toBeGreaterThanOrEqual(3);
      expect(info.facts.length).toBeLessThanOrEqual(5);
      expectUnique(
        info.facts.map((fact) => fact.label),
        'fact labels',
      );
    });

    it(`has at least ${MIN_MAKE_WORDS} words of history and popularity`, () => {
      expect(info.history.length).toBeGreaterThan(0);
      expect(info.popularity.length).toBeGreaterThan(0);
      expect(words([...info.history, ...info.popularity])).toBeGreaterThanOrEqual(MIN_MAKE_WORDS);
      expectUnique(info.history, 'history paragraphs');
      expectUnique(info.popularity, 'popularity paragraphs');
    });

    it('lists popular models that are catalogue models of the make', () => {
      expect(info.popularModels.length).toBeGreaterThan(0);
      for (const { model } of info.popularModels) expect(catalogueModels).toContain(model);
      expectUnique(
        info.popularModels.map((item) => item.model),
        'popular models',
      );
    });

    it('has one model section per catalogue model, in catalogue order', () => {
      expect(models.map((model) => model.model)).toEqual(catalogueModels);
    });

    it.each(catalogueModels)('describes the %s', (modelName) => {
      const model = models.find((item) => item.model === modelName) as ModelInfo;
      expect(model.make).toBe(make);
      expect(model.slug).toBe(slugify(modelName));
      expect(modelInfoFrom(content, model.slug)).toBe(model);
      expect(Number.isInteger(model.yearIntroduced)).toBe(true);
      expect(model.yearIntroduced).toBeGreaterThanOrEqual(1950);
      expect(model.yearIntroduced).toBeLessThanOrEqual(new Date().getFullYear());
      expect(words(model.summary)).toBeGreaterThanOrEqual(MIN_MODEL_SUMMARY_WORDS);
      expect(model.commonUses.length).toBeGreaterThanOrEqual(3);
      expect(model.keyFeatures.length).toBeGreaterThanOrEqual(3);
      expectUnique(model.commonUses, 'common uses');
      expectUnique(model.keyFeatures, 'key features');
    });

    it('has no empty, untrimmed or HTML-bearing text', () => {
      for (const [path, text] of stringsOf(content, make)) {
        expect(text.trim(), path).not.toBe('');
        expect(text, path).toBe(text.trim());
        expect(text, path).not.toMatch(HTML_TAG);
        expect(text, path).not.toMatch(/[<>]/);
      }
    });
  });

  it('finds a model section by slug, whatever its case, and nothing for unknown slugs', () => {
    const volkswagen = contentOf('Volkswagen');
    expect(modelInfoFrom(volkswagen, 'transporter-t6')?.model).toBe('Transporter T6');
    expect(modelInfoFrom(volkswagen, 'Transporter-T6')?.model).toBe('Transporter T6');
    expect(modelInfoFrom(contentOf('Fiat'), 'doblo')?.model).toBe('Doblò');
    expect(modelInfoFrom(volkswagen, 'sprinter')).toBeUndefined();
    expect(modelInfoFrom(volkswagen, undefined)).toBeUndefined();
    expect(modelInfoFrom(undefined, 'transporter-t6')).toBeUndefined();
  });

  it('keeps the oddities of the catalogue apart', () => {
    expect(modelInfoFrom(contentOf('LDV'), 'maxus')?.make).toBe('LDV');
    expect(contentOf('MAXUS').info.slug).toBe('maxus');
    expect(modelInfoFrom(contentOf('Kia'), 'pv5')?.yearIntroduced).toBeGreaterThanOrEqual(2024);
    expect(contentOf('MAN').models.map((model) => model.slug)).toEqual([
      'tge',
      'tge-panel-van',
      'tge-chassis-cab',
      'tge-crew-cab',
    ]);
  });
});
