import ngeohash from 'ngeohash';
import { describe, expect, it } from 'vitest';
import { VAN_COLOURS } from '#shared/catalogue/colours';
import { FEATURES, MAKES_AND_MODELS, modelsOf } from '#shared/catalogue';
import { listingSchema } from '#shared/listing';
import { LISTING_LIMITS } from '#shared/listing-form';
import { sellerHeadline } from '#shared/listing-headline';
import { slugify } from '#shared/slug';
import { isUlezCompliant } from '#shared/ulez';
import { resolvedTowns } from '#infra/local/demo-data/places/locations';
import { DEMO_SELLERS } from '#infra/local/demo-data/sellers';
import { VAN_SPECS } from '#infra/local/demo-data/vans';
import { NOW, demo } from './fixtures';

const listings = () => demo(1000).map((item) => item.listing);
const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? \d[A-Z]{2}$/;
const DAY = 24 * 3600 * 1000;

function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

describe('generated listings', () => {
  it('all pass the listing schema', () => {
    for (const listing of listings()) expect(() => listingSchema.parse(listing)).not.toThrow();
  });

  it('use only catalogue makes and models, with matching slugs', () => {
    for (const l of listings()) {
      expect(Object.keys(MAKES_AND_MODELS)).toContain(l.make);
      expect(modelsOf(l.make)).toContain(l.model);
      expect(l.make_slug).toBe(slugify(l.make));
      expect(l.model_slug).toBe(slugify(l.model));
    }
  });

  it('give each model a year within its production years', () => {
    for (const l of listings()) {
      const spec = VAN_SPECS.find((s) => s.make === l.make && s.model === l.model);
      expect(spec).toBeDefined();
      expect(l.year).toBeGreaterThanOrEqual(spec!.years.from);
      expect(l.year).toBeLessThanOrEqual(Math.min(spec!.years.to ?? 9999, NOW.getUTCFullYear()));
    }
    const t7 = listings().filter((l) => l.model === 'Transporter T7');
    for (const l of t7) expect(l.year).toBeGreaterThanOrEqual(2022);
  });

  it('weight the market like the UK: Transit Custom first, Ford the biggest make', () => {
    const byModel = new Map<string, number>();
    for (const l of listings())
      byModel.set(`${l.make} ${l.model}`, (byModel.get(`${l.make} ${l.model}`) ?? 0) + 1);
    const ranked = [...byModel].sort((a, b) => b[1] - a[1]).map(([name]) => name);
    expect(ranked[0]).toBe('Ford Transit Custom');
    expect(ranked.slice(0, 4)).toContain('Ford Transit');
    expect(byModel.size).toBeGreaterThan(35);
  });

  it('have plausible prices, mileages and engines', () => {
    for (const l of listings()) {
      const age = NOW.getUTCFullYear() - l.year;
      expect(l.price).toBeGreaterThanOrEqual(750);
      expect(l.price).toBeLessThanOrEqual(100_000);
      expect(Number.isInteger(l.price)).toBe(true);
      expect([0, 5, 9].includes(l.price % 10) || l.price % 50 === 0).toBe(true);
      expect(l.mileage).toBeLessThanOrEqual(250_000);
      if (l.condition === 'new') expect(l.mileage).toBeLessThan(100);
      else expect(l.mileage).toBeLessThanOrEqual(Math.max(age + 1, 1) * 40_000);
      if (l.fuel_type === 'electric') {
        expect(l.engine_size_cc).toBeNull();
        expect(l.transmission).toBe('automatic');
      } else {
        expect(l.engine_size_cc).toBeGreaterThanOrEqual(900);
        expect(l.engine_size_cc).toBeLessThanOrEqual(5300);
      }
    }
    const fuels = listings().map((l) => l.fuel_type);
    expect(fuels.filter((f) => f === 'diesel').length / fuels.length).toBeGreaterThan(0.8);
    const manual = listings().filter((l) => l.transmission === 'manual').length;
    expect(manual / listings().length).toBeGreaterThan(0.65);
  });

  it('newer vans are dearer than old ones of the same model, on average', () => {
    const custom = listings().filter((l) => l.model === 'Transit Custom' && l.condition === 'used');
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    const recent = custom.filter((l) => l.year >= 2022).map((l) => l.price);
    const older = custom.filter((l) => l.year <= 2016).map((l) => l.price);
    expect(mean(recent)).toBeGreaterThan(mean(older) * 1.5);
  });

  it('state ULEZ only where it matches the rules, and leave it unset often', () => {
    const stated = listings().filter((l) => l.ulez_compliant !== null);
    expect(stated.length).toBeGreaterThan(0);
    expect(stated.length).toBeLessThan(listings().length * 0.6);
    for (const l of stated) expect(l.ulez_compliant).toBe(isUlezCompliant(l.fuel_type, l.year));
  });

  it('have valid UK postcodes in real towns, with coordinates near the town', () => {
    const towns = new Map(resolvedTowns().map((t) => [t.location, t]));
    for (const l of listings()) {
      expect(l.postcode).toMatch(UK_POSTCODE);
      expect(l.location).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(l.location_slug).toBe(l.location);
      const town = towns.get(l.location);
      expect(town).toBeDefined();
      expect(town!.districts).toContain(l.postcode.split(' ')[0]);
      const km = distanceKm(
        { lat: town!.latitude, lng: town!.longitude },
        { lat: l.latitude!, lng: l.longitude! },
      );
      expect(km).toBeLessThan(3);
      expect(l.geohash).toBe(ngeohash.encode(l.latitude!, l.longitude!, 9));
    }
    expect(new Set(listings().map((l) => l.location)).size).toBeGreaterThan(80);
    expect(listings().some((l) => l.location === 'staines-upon-thames')).toBe(true);
  });

  it('list 3 to 10 distinct catalogue features', () => {
    for (const l of listings()) {
      expect(l.features.length).toBeGreaterThanOrEqual(3);
      expect(l.features.length).toBeLessThanOrEqual(10);
      expect(new Set(l.features).size).toBe(l.features.length);
      for (const f of l.features) expect(FEATURES).toContain(f);
    }
  });

  it('split sellers about 55% trade, 45% private, from the demo seller pool', () => {
    const trade =
      listings().filter((l) => l.seller_type === 'trade_dealer').length / listings().length;
    expect(trade).toBeGreaterThan(0.48);
    expect(trade).toBeLessThan(0.62);
    const sellers = new Map(DEMO_SELLERS.map((s) => [s.id, s]));
    for (const l of listings()) expect(sellers.get(l.user_id)?.seller_type).toBe(l.seller_type);
    expect(DEMO_SELLERS.length).toBe(30);
    const perSeller = new Map<string, number>();
    for (const l of listings()) perSeller.set(l.user_id, (perSeller.get(l.user_id) ?? 0) + 1);
    expect(Math.min(...perSeller.values())).toBeGreaterThan(3);
  });

  it("never price a private seller's van as including VAT: a private sale has none", () => {
    const own = listings().filter((l) => l.seller_type === 'private_seller');
    expect(own.length).toBeGreaterThan(100);
    for (const l of own) expect(l.price_includes_vat).toBe(false);
    const trade = listings().filter((l) => l.seller_type === 'trade_dealer');
    expect(trade.some((l) => l.price_includes_vat)).toBe(true);
    expect(trade.some((l) => !l.price_includes_vat)).toBe(true);
  });

  it("give each advert the seller's own title: the vehicle, often a selling point or two", () => {
    const titles = listings().map((l) => l.title);
    for (const l of listings()) {
      expect(l.title.length).toBeLessThanOrEqual(LISTING_LIMITS.maxTitle);
      // More than 'year make model': the seller's headline always shows under the heading.
      expect(sellerHeadline(l)).toBe(l.title);
      // Only what the advert backs up.
      if (l.title.includes('no VAT')) expect(l.seller_type).toBe('private_seller');
      if (l.title.includes('one owner')) expect(l.description).toContain('One owner from new.');
      if (l.title.includes('ply lined')) expect(l.features).toContain('Ply Lining');
      if (l.title.includes('full service history')) expect(l.service_history).toBe('full');
    }
    const withPoints = titles.filter((title) => title.includes(', ')).length / titles.length;
    expect(withPoints).toBeGreaterThan(0.5);
    expect(withPoints).toBeLessThan(0.95);
  });

  it('write advert text about the van itself', () => {
    for (const l of listings().slice(0, 200)) {
      const paragraphs = l.description.split('\n\n');
      expect(paragraphs.length).toBeGreaterThanOrEqual(2);
      expect(paragraphs.length).toBeLessThanOrEqual(4);
      expect(l.description).toContain(l.model);
      expect(l.description).toContain(String(l.year));
      expect(l.description).not.toMatch(/lorem|ipsum|undefined|NaN|\bnull\b/);
      expect(l.title.startsWith(`${l.year} ${l.make} ${l.model}`)).toBe(true);
    }
  });

  it('date adverts over the last 90 days, MOTs mostly in the future', () => {
    for (const l of listings()) {
      const created = Date.parse(l.created_at);
      expect(created).toBeLessThanOrEqual(NOW.getTime());
      expect(created).toBeGreaterThan(NOW.getTime() - 91 * DAY);
      expect(Date.parse(l.updated_at)).toBeGreaterThanOrEqual(created);
      expect(Date.parse(l.updated_at)).toBeLessThanOrEqual(NOW.getTime());
    }
    const mots = listings().map((l) => l.mot_expiry_date);
    const future = mots.filter((d) => d !== null && Date.parse(d) > NOW.getTime()).length;
    expect(future / mots.length).toBeGreaterThan(0.8);
    const v5c = listings().filter((l) => l.v5c_logbook_available).length / listings().length;
    expect(v5c).toBeGreaterThan(0.85);
  });

  it('paint most vans white', () => {
    const white = listings().filter((l) => l.colour === 'White').length / listings().length;
    expect(white).toBeGreaterThan(0.35);
    expect(white).toBeLessThan(0.65);
  });

  it('use only colours of the form’s list (the V5C’s), as the form stores them', () => {
    for (const l of listings()) expect(VAN_COLOURS).toContain(l.colour);
  });
});
