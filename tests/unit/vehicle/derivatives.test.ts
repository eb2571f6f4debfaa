import { describe, expect, it } from 'vitest';
import { MAKES_AND_MODELS, isMake } from '#shared/catalogue/makes';
import { DERIVATIVES, type Derivative, type FigureRange } from '#shared/vehicle/derivatives';
import {
  CATALOGUE_FIGURES,
  derivativeFor,
  derivativesFor,
  figuresOf,
  specsFor,
} from '#shared/vehicle/derivative-lookup';
import { euroPalletsThatFit } from '#shared/vehicle/load-fit';
import { VAN_SPEC_LIMITS, checkVanSpecs, vanSpecsSchema } from '#shared/vehicle/van-specs';

/** Issue 31: at least the 30 best-selling models. */
const MIN_MODELS = 30;

function label(entry: Derivative): string {
  const to = entry.years.to ?? 'on';
  return `${entry.make} ${entry.model} ${entry.years.from}-${to} ${entry.wheelbase}/${entry.roof_height}`;
}

function isRange(value: unknown): value is FigureRange {
  return typeof value === 'object' && value !== null;
}

const WEIGHTS = ['gross_vehicle_weight_kg', 'kerb_weight_kg', 'payload_kg'] as const;

describe('the van derivatives catalogue', () => {
  it(`covers at least ${MIN_MODELS} models`, () => {
    const models = new Set(DERIVATIVES.map((entry) => `${entry.make}/${entry.model}`));
    expect(models.size).toBeGreaterThanOrEqual(MIN_MODELS);
  });

  it.each(DERIVATIVES.map((entry) => [label(entry), entry] as const))(
    '%s names a make and model of the catalogue',
    (_, entry) => {
      expect(isMake(entry.make), entry.make).toBe(true);
      const models: readonly string[] = isMake(entry.make) ? MAKES_AND_MODELS[entry.make] : [];
      expect(models).toContain(entry.model);
    },
  );

  it.each(DERIVATIVES.map((entry) => [label(entry), entry] as const))(
    '%s has figures a listing accepts and that agree with each other',
    (_, entry) => {
      const figures = figuresOf(entry);
      expect(vanSpecsSchema.safeParse(figures).error?.issues ?? []).toEqual([]);
      expect(checkVanSpecs(figures)).toEqual([]);
      expect(CATALOGUE_FIGURES.some((name) => entry[name] !== null)).toBe(true);
    },
  );

  it.each(DERIVATIVES.map((entry) => [label(entry), entry] as const))(
    '%s gives weight ranges within the limits, low to high, payload under the gross weight',
    (_, entry) => {
      for (const name of WEIGHTS) {
        const value = entry[name];
        if (!isRange(value)) continue;
        const { min, max } = VAN_SPEC_LIMITS[name];
        expect(value.min, name).toBeGreaterThanOrEqual(min);
        expect(value.max, name).toBeLessThanOrEqual(max);
        expect(value.min, name).toBeLessThan(value.max);
      }
      const gvw = entry.gross_vehicle_weight_kg;
      const payload = entry.payload_kg;
      const top = (value: number | FigureRange) => (isRange(value) ? value.max : value);
      if (gvw !== null && payload !== null) expect(top(payload)).toBeLessThan(top(gvw));
    },
  );

  it.each(DERIVATIVES.map((entry) => [label(entry), entry] as const))(
    '%s cites https sources read for the catalogue, and sane years',
    (_, entry) => {
      for (const source of entry.sources) {
        expect(new URL(source.url).protocol).toBe('https:');
        expect(source.publisher.trim()).not.toBe('');
        expect(source.read).toBe('2026-11-28');
      }
      expect(entry.years.from).toBeGreaterThanOrEqual(1990);
      expect(entry.years.to ?? 2026).toBeGreaterThanOrEqual(entry.years.from);
      expect(entry.years.to ?? 2026).toBeLessThanOrEqual(2026);
    },
  );

  it('has one entry per make, model, generation, wheelbase and roof', () => {
    const keys = DERIVATIVES.map(
      (entry) =>
        `${entry.make}/${entry.model}/${entry.years.from}/${entry.wheelbase}/${entry.roof_height}`,
    );
    const repeated = keys.filter((key, index) => keys.indexOf(key) !== index);
    expect(repeated).toEqual([]);
  });

  it('never has two generations of a model built over more than a changeover year', () => {
    for (const entry of DERIVATIVES) {
      const others = DERIVATIVES.filter(
        (other) =>
          other !== entry &&
          other.make === entry.make &&
          other.model === entry.model &&
          other.years.from !== entry.years.from,
      );
      for (const other of others) {
        const overlapFrom = Math.max(entry.years.from, other.years.from);
        const overlapTo = Math.min(entry.years.to ?? 9999, other.years.to ?? 9999);
        expect(overlapTo - overlapFrom, `${label(entry)} and ${label(other)}`).toBeLessThanOrEqual(
          0,
        );
      }
    }
  });
});

describe('Euro pallets on catalogued load floors, as the sources advertise them', () => {
  it.each([
    // [make, model, year, wheelbase, roof, pallets the cited source says fit]
    ['Ford', 'Transit Connect', 2016, 'swb', 'low', 2],
    ['Ford', 'Transit Connect', 2016, 'mwb', 'low', 2],
    ['Ford', 'Transit Custom', 2015, 'swb', 'low', 3],
    ['Citroën', 'Relay', 2015, 'swb', 'low', 3],
    ['Ford', 'Transit Courier', 2024, 'swb', 'low', 2],
    ['Ford', 'Transit', 2020, 'xlwb', 'high', 5],
    ['Renault', 'Trafic', 2018, 'swb', 'low', 3],
    ['Renault', 'Trafic', 2018, 'mwb', 'low', 3],
    ['Volkswagen', 'Caddy Cargo', 2022, 'mwb', 'low', 2],
    ['MAXUS', 'eDeliver 3', 2021, 'mwb', 'low', 3],
  ] as const)('%s %s (%i) %s/%s: %i', (make, model, year, wheelbase, roof, pallets) => {
    const figures = specsFor(make, model, wheelbase, roof, year);
    expect(figures?.load_length_mm).not.toBeNull();
    expect(figures?.width_between_arches_mm).not.toBeNull();
    const space = {
      length_mm: figures?.load_length_mm ?? 0,
      width_mm: figures?.load_width_mm ?? figures?.width_between_arches_mm ?? 0,
      width_between_arches_mm: figures?.width_between_arches_mm,
    };
    expect(euroPalletsThatFit(space)).toBe(pallets);
  });
});

describe('derivativesFor', () => {
  it("lists a model's catalogued variants, newest generation first, short and low first", () => {
    const custom = derivativesFor('Ford', 'Transit Custom').map(
      (entry) => `${entry.generation} ${entry.wheelbase}/${entry.roof_height}`,
    );
    expect(custom).toEqual([
      'Mk2 swb/low',
      'Mk2 mwb/low',
      'Mk1 swb/low',
      'Mk1 swb/medium',
      'Mk1 mwb/low',
      'Mk1 mwb/medium',
    ]);
  });

  it('finds nothing for an uncatalogued model, an unknown make or a near miss in spelling', () => {
    expect(derivativesFor('Ford', 'Ranger')).toEqual([]);
    expect(derivativesFor('Tesla', 'Cybertruck')).toEqual([]);
    expect(derivativesFor('ford', 'transit custom')).toEqual([]);
    expect(derivativesFor('Fiat', 'Doblo')).toEqual([]);
    expect(derivativesFor('Fiat', 'Doblò')).not.toEqual([]);
  });
});

describe('specsFor', () => {
  it('gives the figures to fill, null where the catalogue has none', () => {
    expect(specsFor('Renault', 'Trafic', 'swb', 'low')).toEqual({
      load_length_mm: 2537,
      load_width_mm: null,
      width_between_arches_mm: 1268,
      load_height_mm: 1387,
      load_volume_m3: 5.2,
      gross_vehicle_weight_kg: null,
      kerb_weight_kg: null,
      payload_kg: 1237,
      seats: null,
    });
  });

  it('leaves a weight the source gives only as a range for the seller to fill', () => {
    const connect = derivativeFor('Ford', 'Transit Connect', 'swb', 'low');
    expect(connect?.payload_kg).toEqual({ min: 625, max: 825 });
    expect(specsFor('Ford', 'Transit Connect', 'swb', 'low')?.payload_kg).toBeNull();
  });

  it('picks the generation built in the given year, the newer in a changeover year', () => {
    expect(specsFor('Ford', 'Transit Custom', 'swb', 'low', 2015)?.load_volume_m3).toBe(6);
    expect(specsFor('Ford', 'Transit Custom', 'swb', 'low', 2023)?.load_volume_m3).toBe(5.8);
    expect(specsFor('Ford', 'Transit Custom', 'swb', 'low', 2025)?.load_volume_m3).toBe(5.8);
    expect(specsFor('Ford', 'Transit Custom', 'swb', 'low')?.load_volume_m3).toBe(5.8);
  });

  it('gives undefined for a variant, year or model the catalogue does not hold', () => {
    expect(specsFor('Ford', 'Transit Custom', 'xlwb', 'super_high')).toBeUndefined();
    expect(specsFor('Ford', 'Transit Custom', 'swb', 'low', 2005)).toBeUndefined();
    expect(specsFor('Ford', 'Transit Custom', 'swb', 'medium', 2025)).toBeUndefined();
    expect(specsFor('Ford', 'Ranger', 'swb', 'low')).toBeUndefined();
    expect(specsFor('Nope', 'Nope', 'swb', 'low')).toBeUndefined();
  });
});
