import { describe, expect, it } from 'vitest';
import { demoRegistration } from '#infra/local/demo-data/demo-van-specs';
import { Rng } from '#infra/local/demo-data/random';
import { derivativeFor } from '#shared/vehicle/derivative-lookup';
import { euroPalletsThatFit } from '#shared/vehicle/load-fit';
import { parseRegistration } from '#shared/vehicle/registration';
import {
  checkVanSpecs,
  ROOF_HEIGHTS,
  vanSpecsSchema,
  WHEELBASES,
  CAR_LICENCE_MAX_GVW_KG,
} from '#shared/vehicle/van-specs';
import { demo } from './fixtures';

const listings = () => demo(1000).map((item) => item.listing);

describe('demo van specifications (issue 31)', () => {
  it('pass the figures bounds and the rules between them', () => {
    for (const listing of listings()) {
      expect(() => vanSpecsSchema.parse(listing)).not.toThrow();
      expect(checkVanSpecs(listing), listing.id).toEqual([]);
    }
  });

  it('agree with the catalogue wherever it publishes a single figure', () => {
    let compared = 0;
    for (const listing of listings()) {
      if (!listing.wheelbase || !listing.roof_height || listing.cab_type !== 'single') continue;
      const entry = derivativeFor(
        listing.make,
        listing.model,
        listing.wheelbase,
        listing.roof_height,
        listing.year,
      );
      if (!entry || listing.load_length_mm == null) continue;
      for (const figure of ['load_length_mm', 'load_height_mm', 'load_volume_m3'] as const) {
        const published = entry[figure];
        if (published !== null) {
          expect(listing[figure], `${listing.id} ${figure}`).toBe(published);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(50);
  });

  it('exercise every filter: wheelbases, roofs, crew cabs, pallets, both sides of 3,500 kg', () => {
    const all = listings();
    for (const wheelbase of WHEELBASES)
      expect(all.some((l) => l.wheelbase === wheelbase)).toBe(true);
    for (const roof of ROOF_HEIGHTS) expect(all.some((l) => l.roof_height === roof)).toBe(true);
    expect(all.some((l) => l.cab_type === 'crew')).toBe(true);
    const gvws = all.map((l) => l.gross_vehicle_weight_kg).filter((gvw) => gvw != null);
    expect(gvws.some((gvw) => gvw <= CAR_LICENCE_MAX_GVW_KG)).toBe(true);
    expect(gvws.some((gvw) => gvw > CAR_LICENCE_MAX_GVW_KG)).toBe(true);
    const pallets = all.flatMap((l) =>
      l.load_length_mm && l.load_width_mm
        ? [
            euroPalletsThatFit({
              length_mm: l.load_length_mm,
              width_mm: l.load_width_mm,
              width_between_arches_mm: l.width_between_arches_mm,
            }),
          ]
        : [],
    );
    expect(pallets.length).toBeGreaterThan(all.length / 2);
    expect(pallets.some((count) => count >= 3)).toBe(true);
    expect(pallets.some((count) => count <= 2)).toBe(true);
  });

  it("state the previous owners the advert's own words tell", () => {
    let told = 0;
    for (const listing of listings()) {
      if (listing.description.includes('One owner from new.')) {
        expect(listing.previous_owners).toBe(listing.seller_type === 'private_seller' ? 0 : 1);
        told++;
      }
      if (listing.description.includes('Two previous owners.')) {
        expect(listing.previous_owners).toBe(2);
        told++;
      }
    }
    expect(told).toBeGreaterThan(20);
  });

  it('carry unique UK registrations whose age identifier matches the year', () => {
    const plates = new Set<string>();
    for (const listing of listings()) {
      const parsed = parseRegistration(listing.registration ?? '');
      expect(parsed.ok, listing.registration ?? '').toBe(true);
      if (!parsed.ok) continue;
      expect(parsed.registration.plate).toBe(listing.registration);
      plates.add(parsed.registration.plate);
      if (parsed.registration.format !== 'current') continue;
      const age = Number(parsed.registration.plate.slice(2, 4));
      const year = 2000 + (age % 50);
      // A 69 plate is September 2019 to February 2020.
      expect(age < 50 ? [year] : [year, year + 1]).toContain(listing.year);
    }
    expect(plates.size).toBe(listings().length);
  });
});

describe('demoRegistration', () => {
  const plate = (iso: string) => demoRegistration(new Rng('t', iso), new Date(iso));
  it.each([
    ['2019-03-01', /^[A-Z]{2}19[A-Z]{3}$/],
    ['2019-08-31', /^[A-Z]{2}19[A-Z]{3}$/],
    ['2019-09-01', /^[A-Z]{2}69[A-Z]{3}$/],
    ['2020-02-29', /^[A-Z]{2}69[A-Z]{3}$/],
    ['2002-01-15', /^[A-Z]{2}51[A-Z]{3}$/],
    ['1995-10-01', /^N\d{1,3}[A-Z]{3}$/],
    ['1999-03-10', /^T\d{1,3}[A-Z]{3}$/],
    ['2001-08-20', /^Y\d{1,3}[A-Z]{3}$/],
    ['1983-08-01', /^A\d{1,3}[A-Z]{3}$/],
    ['1975-05-01', /^[A-Z]{3}\d{1,3}[A-Z]$/],
    ['1958-05-01', /^[A-Z]{3}\d{1,4}$/],
  ])('gives a van first registered on %s the plate of its series', (iso, shape) => {
    expect(plate(iso)).toMatch(shape);
    expect(parseRegistration(plate(iso)).ok).toBe(true);
  });
});
