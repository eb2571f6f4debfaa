import { describe, expect, it } from 'vitest';
import {
  FEATURES,
  MAKES,
  MAKES_AND_MODELS,
  makeFromSlug,
  modelFromSlug,
  modelsOf,
} from '#shared/catalogue';
import { slugify } from '#shared/slug';

describe('catalogue', () => {
  it('has the 20 makes and 26 feature options', () => {
    expect(MAKES).toHaveLength(20);
    expect(FEATURES).toHaveLength(26);
    expect(new Set(FEATURES).size).toBe(26);
  });

  it('lists Volkswagen Transporter T1 to T7', () => {
    const transporters = modelsOf('Volkswagen').filter((m) => m.startsWith('Transporter'));
    expect(transporters).toEqual(
      ['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7'].map((t) => `Transporter ${t}`),
    );
  });

  it('gives every make and every model of a make a unique slug, so paths are unambiguous', () => {
    expect(new Set(MAKES.map(slugify)).size).toBe(MAKES.length);
    for (const make of MAKES) {
      const models = MAKES_AND_MODELS[make];
      expect(new Set(models.map(slugify)).size, make).toBe(models.length);
    }
  });

  it('resolves slugs back to display names', () => {
    expect(makeFromSlug('citroen')).toBe('Citroën');
    expect(makeFromSlug('MERCEDES-BENZ')).toBe('Mercedes-Benz');
    expect(makeFromSlug('tesla')).toBeUndefined();
    expect(modelFromSlug('Volkswagen', 'transporter-t6')).toBe('Transporter T6');
    expect(modelFromSlug('Fiat', 'doblo')).toBe('Doblò');
    expect(modelFromSlug('Ford', 'sprinter')).toBeUndefined();
    expect(modelsOf('Unknown')).toEqual([]);
  });
});
