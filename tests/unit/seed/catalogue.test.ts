import { describe, expect, it } from 'vitest';
import { MAKES_AND_MODELS } from '#shared/catalogue';
import { UK_TOWNS } from '#infra/local/demo-data/places/uk-towns';
import { resolvedTowns } from '#infra/local/demo-data/places/locations';
import { DEMO_DEALERS } from '#infra/local/demo-data/sellers';
import { VAN_SPECS } from '#infra/local/demo-data/vans';

describe('van specs', () => {
  it('cover exactly the shared catalogue', () => {
    const specs = VAN_SPECS.map((s) => `${s.make}/${s.model}`).sort();
    const catalogue = Object.entries(MAKES_AND_MODELS)
      .flatMap(([make, models]) => models.map((model) => `${make}/${model}`))
      .sort();
    expect(specs).toEqual(catalogue);
  });

  it('have an engine for every production year and sane production years', () => {
    for (const spec of VAN_SPECS) {
      const last = spec.years.to ?? 2026;
      expect(spec.years.from).toBeLessThanOrEqual(last);
      for (let year = spec.years.from; year <= last; year++) {
        const fits = spec.engines.some((e) => e.from <= year && (e.to ?? Infinity) >= year);
        expect(fits, `${spec.make} ${spec.model} ${year}`).toBe(true);
      }
      for (const engine of spec.engines) {
        expect(engine.cc === null).toBe(engine.fuel === 'electric');
      }
    }
    const years = (model: string) => VAN_SPECS.find((s) => s.model === model)!.years;
    expect(years('Transporter T7').from).toBe(2022);
    expect(years('Transporter T6')).toEqual({ from: 2015, to: 2024 });
    expect(years('Transporter T5')).toEqual({ from: 2003, to: 2015 });
    expect(years('Transporter T4')).toEqual({ from: 1990, to: 2003 });
    expect(years('eDeliver 3').from).toBe(2020);
    expect(years('PV5').from).toBe(2025);
  });
});

describe('demo towns', () => {
  it('resolve to one GeoNames place each, across all four nations', () => {
    const towns = resolvedTowns();
    expect(towns.length).toBe(UK_TOWNS.length);
    expect(towns.length).toBeGreaterThanOrEqual(100);
    expect(new Set(towns.map((t) => t.nation))).toEqual(new Set(['ENG', 'SCT', 'WLS', 'NIR']));
    for (const town of towns) {
      expect(town.latitude).toBeGreaterThan(49.8);
      expect(town.latitude).toBeLessThan(60.9);
      expect(town.longitude).toBeGreaterThan(-8.7);
      expect(town.longitude).toBeLessThan(1.8);
    }
    expect(new Set(towns.map((t) => t.location)).size).toBe(towns.length);
  });

  it('have postcode districts in the UK outward-code format, unique to one town', () => {
    const seen = new Map<string, string>();
    for (const town of UK_TOWNS) {
      for (const district of town.districts) {
        expect(district).toMatch(/^[A-Z]{1,2}\d[A-Z\d]?$/);
        expect(seen.get(district) ?? town.town).toBe(town.town);
        seen.set(district, town.town);
      }
      if (town.nation === 'NIR')
        for (const d of town.districts) expect(d.startsWith('BT')).toBe(true);
    }
  });

  it('place every dealer branch in a demo town', () => {
    const names = new Set(UK_TOWNS.map((t) => t.town));
    for (const dealer of DEMO_DEALERS)
      for (const branch of dealer.branches) expect(names).toContain(branch);
  });
});
