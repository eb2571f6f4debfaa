import { describe, expect, it } from 'vitest';
import { badPathReason } from '#web/server/guards';

/** The pathname a request for `path` reaches the renderer with, as the URL parser leaves it. */
function pathnameOf(path: string): string {
  return new URL(path, 'https://www.vanyard.co.uk').pathname;
}

describe('badPathReason', () => {
  it.each([
    ['/used-vans/ford%2Ftransit', 'encoded-separator'],
    ['/used-vans/ford%2ftransit', 'encoded-separator'],
    ['/used-vans/..%2F..', 'encoded-separator'],
    ['/used-vans/ford%5Ctransit', 'encoded-separator'],
    ['/used-vans/ford/%00', 'control-character'],
    ['/used-vans/ford/transit/leeds/%0d%0aSet-Cookie:x', 'control-character'],
    ['/about%7F', 'control-character'],
    ['/about%C2%85', 'control-character'],
    [`/used-vans/${'a'.repeat(201)}`, 'segment-too-long'],
    [`/used-vans/${'a'.repeat(2000)}`, 'path-too-long'],
    [`/${'a/'.repeat(513)}`, 'path-too-long'],
    ['/used-vans/%E0%A4%A', 'undecodable'],
    ['/used-vans/%zz', 'undecodable'],
    ['/used-vans/%C3%28', 'undecodable'],
  ])('%s is refused (%s)', (path, reason) => {
    expect(badPathReason(pathnameOf(path))).toBe(reason);
  });

  it('refuses an encoded dot segment the URL parser did not resolve', () => {
    expect(badPathReason('/used-vans/%2E%2E/admin')).toBe('dot-segment');
  });

  it.each([
    '/',
    '/used-vans',
    '/used-vans/ford/transit-custom/leeds',
    '/used-vans/ford/transit-custom/2019/leeds/AbC_12-3',
    '/blog/how-to-choose-a-van',
    '/About',
    '/about/',
    `/used-vans/${'a'.repeat(200)}`,
    '/used-vans/caf%C3%A9',
    '/used-vans/ford%20transit',
  ])('%s goes on to matching', (path) => {
    expect(badPathReason(pathnameOf(path))).toBeUndefined();
  });

  it('never throws, whatever the bytes', () => {
    for (let code = 0; code < 256; code++) {
      const hex = code.toString(16).padStart(2, '0');
      expect(() => badPathReason(`/x/%${hex}/%${hex}%${hex}`)).not.toThrow();
    }
  });
});
