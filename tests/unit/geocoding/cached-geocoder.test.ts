import { describe, expect, it } from 'vitest';
import {
  cachedGeocoder,
  FOUND_TTL_SECONDS,
  NOT_FOUND_TTL_SECONDS,
} from '#lambdas/geocoding/cached-geocoder';
import { GeocodingUnavailableError, type Geocoder } from '#lambdas/geocoding/geocoder';
import type { LatLng } from '#shared/geo';

const M1 = { latitude: 53.4794, longitude: -2.2343 };

/** A provider with fixed answers that counts the calls it gets. */
function countingProvider(answers: Record<string, LatLng | null | Error>) {
  const calls: string[] = [];
  const geocoder: Geocoder = {
    async geocodePostcode(postcode) {
      calls.push(postcode);
      const answer = answers[postcode];
      if (answer instanceof Error) throw answer;
      return answer ?? null;
    },
  };
  return { geocoder, calls };
}

function clock(start = Date.parse('2026-11-22T12:00:00Z')) {
  let ms = start;
  return { now: () => new Date(ms), advanceSeconds: (s: number) => (ms += s * 1000) };
}

describe('cachedGeocoder in memory', () => {
  it('asks the provider once per postcode, whatever its spelling', async () => {
    const provider = countingProvider({ M19AB: M1 });
    const geocoder = cachedGeocoder(provider.geocoder);
    expect(await geocoder.geocodePostcode('M1 9AB')).toEqual(M1);
    expect(await geocoder.geocodePostcode('m19ab')).toEqual(M1);
    expect(await geocoder.geocodePostcode(' M1  9AB ')).toEqual(M1);
    expect(provider.calls).toEqual(['M19AB']);
  });

  it('remembers a found postcode for 30 days and a not-found one for 1 day', async () => {
    const time = clock();
    const provider = countingProvider({ M19AB: M1 });
    const geocoder = cachedGeocoder(provider.geocoder, { now: time.now });
    await geocoder.geocodePostcode('M1 9AB');
    await geocoder.geocodePostcode('ZZ9 9ZZ');
    time.advanceSeconds(NOT_FOUND_TTL_SECONDS - 1);
    await geocoder.geocodePostcode('ZZ9 9ZZ');
    expect(provider.calls).toEqual(['M19AB', 'ZZ99ZZ']);
    time.advanceSeconds(1);
    expect(await geocoder.geocodePostcode('ZZ9 9ZZ')).toBeNull();
    await geocoder.geocodePostcode('M1 9AB');
    expect(provider.calls).toEqual(['M19AB', 'ZZ99ZZ', 'ZZ99ZZ']);
    time.advanceSeconds(FOUND_TTL_SECONDS - NOT_FOUND_TTL_SECONDS);
    await geocoder.geocodePostcode('M1 9AB');
    expect(provider.calls).toEqual(['M19AB', 'ZZ99ZZ', 'ZZ99ZZ', 'M19AB']);
  });

  it('does not cache a provider failure', async () => {
    const provider = countingProvider({ M19AB: new GeocodingUnavailableError() });
    const geocoder = cachedGeocoder(provider.geocoder);
    await expect(geocoder.geocodePostcode('M1 9AB')).rejects.toBeInstanceOf(
      GeocodingUnavailableError,
    );
    await expect(geocoder.geocodePostcode('M1 9AB')).rejects.toBeInstanceOf(
      GeocodingUnavailableError,
    );
    expect(provider.calls).toHaveLength(2);
  });

  it('asks once for simultaneous searches of one postcode', async () => {
    const provider = countingProvider({ M19AB: M1 });
    const geocoder = cachedGeocoder(provider.geocoder);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => geocoder.geocodePostcode('M1 9AB')),
    );
    expect(answers).toEqual(Array(5).fill(M1));
    expect(provider.calls).toHaveLength(1);
  });

  it('keeps at most memoryEntries answers', async () => {
    const provider = countingProvider({ M19AB: M1 });
    const geocoder = cachedGeocoder(provider.geocoder, { memoryEntries: 1 });
    await geocoder.geocodePostcode('M1 9AB');
    await geocoder.geocodePostcode('ZZ9 9ZZ');
    await geocoder.geocodePostcode('M1 9AB');
    expect(provider.calls).toEqual(['M19AB', 'ZZ99ZZ', 'M19AB']);
  });

  it('answers null for something that is not a postcode without asking', async () => {
    const provider = countingProvider({});
    expect(await cachedGeocoder(provider.geocoder).geocodePostcode('not a postcode')).toBeNull();
    expect(provider.calls).toHaveLength(0);
  });
});

describe('cachedGeocoder notFoundSeconds', () => {
  it('keeps not-found answers only as long as asked', async () => {
    const time = clock();
    const provider = countingProvider({});
    const geocoder = cachedGeocoder(provider.geocoder, { now: time.now, notFoundSeconds: 300 });
    await geocoder.geocodePostcode('ZZ9 9ZZ');
    time.advanceSeconds(299);
    await geocoder.geocodePostcode('ZZ9 9ZZ');
    time.advanceSeconds(1);
    await geocoder.geocodePostcode('ZZ9 9ZZ');
    expect(provider.calls).toEqual(['ZZ99ZZ', 'ZZ99ZZ']);
  });
});
