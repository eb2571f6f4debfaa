import { describe, expect, it } from 'vitest';
import { modelMatches, normaliseModelName } from '#shared/search/model-match';

describe('modelMatches', () => {
  it('ignores case and accents', () => {
    expect(modelMatches('Doblò', 'DOBLO')).toBe(true);
    expect(normaliseModelName(' Doblò ')).toBe('doblo');
  });

  it('matches when either name contains the other', () => {
    expect(modelMatches('TGE', 'TGE Panel Van')).toBe(true);
    expect(modelMatches('TGE Panel Van', 'TGE')).toBe(true);
    expect(modelMatches('Tourneo', 'Tourneo Custom')).toBe(true);
    expect(modelMatches('Caddy', 'Caddy Cargo')).toBe(true);
  });

  it('does not match unrelated names', () => {
    expect(modelMatches('Sprinter', 'Crafter')).toBe(false);
    expect(modelMatches('Vito Panel', 'Vito Tourer')).toBe(false);
  });

  it('matches Ford Transit variants exactly only', () => {
    expect(modelMatches('Transit', 'Transit')).toBe(true);
    expect(modelMatches('Transit', 'transit')).toBe(true);
    expect(modelMatches('Transit', 'Transit Custom')).toBe(false);
    expect(modelMatches('Transit Custom', 'Transit')).toBe(false);
    expect(modelMatches('Transit Connect', 'Transit Connect L2')).toBe(false);
  });

  it('matches Nissan Interstar, NV200, NV300 and NV400 exactly only', () => {
    expect(modelMatches('NV400', 'NV400')).toBe(true);
    expect(modelMatches('NV200', 'NV200 Combi')).toBe(false);
    expect(modelMatches('NV400', 'NV4000')).toBe(false);
    expect(modelMatches('Interstar', 'Interstar L3')).toBe(false);
    expect(modelMatches('interstar', 'INTERSTAR')).toBe(true);
  });

  it('never matches an NV model with Interstar', () => {
    expect(modelMatches('NV', 'NV Interstar')).toBe(false);
    expect(modelMatches('Interstar NV', 'NV')).toBe(false);
    expect(modelMatches('NV400', 'Interstar')).toBe(false);
  });

  it('does not let an empty name match everything', () => {
    expect(modelMatches('', 'Sprinter')).toBe(false);
    expect(modelMatches('Sprinter', '  ')).toBe(false);
  });
});
