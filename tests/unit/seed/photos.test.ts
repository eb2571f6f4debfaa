import { describe, expect, it } from 'vitest';
import { imageVariantKey } from '#infra/stack/definitions/buckets';
import { generateDemoListings } from '#infra/local/demo-data/generate-listings';
import { vanPhotoSvg } from '#infra/local/demo-data/van-renderer/van-photo';
import { PHOTO_VIEWS, renderKey, stockImageKey } from '#infra/local/demo-data/photos';
import { NOW, demo } from './fixtures';

describe('demo photos', () => {
  it('gives every listing 3 to 10 photos (a draft fewer) at the upload pipeline keys (640 px variant)', () => {
    for (const { listing, photos } of demo(240)) {
      expect(photos.length).toBeGreaterThanOrEqual(listing.approval_status === 'draft' ? 0 : 3);
      expect(photos.length).toBeLessThanOrEqual(10);
      expect(listing.image_urls).toEqual(
        photos.map((p) => `/${imageVariantKey(listing.id, p.imageId, 640)}`),
      );
      expect(new Set(photos.map((p) => p.view)).size).toBe(photos.length);
      if (photos.length > 0) expect(['front34', 'side']).toContain(photos[0]?.view);
      for (const p of photos) {
        expect(p.colour === 'any' || p.colour === listing.colour?.toLowerCase()).toBe(true);
      }
    }
  });

  it('points big seeds at shared stock renderings', () => {
    const [first] = generateDemoListings({ count: 5, seed: 1, now: NOW, imageMode: 'stock' });
    expect(first?.listing.image_urls).toEqual(
      first?.photos.map((p) => `/${stockImageKey(renderKey(p), 640)}`),
    );
    expect(first?.listing.image_urls[0]).toMatch(
      /^\/images\/stock\/[a-z0-9]+(-[a-z0-9]+)*\/640\.webp$/,
    );
  });

  it('draws every view of every size class as a complete SVG', () => {
    for (const view of PHOTO_VIEWS) {
      for (const sizeClass of ['small', 'medium', 'large', 'pickup'] as const) {
        const svg = vanPhotoSvg({ view, colour: 'red', sizeClass });
        expect(svg.startsWith('<svg')).toBe(true);
        expect(svg.endsWith('</svg>')).toBe(true);
        expect(svg).not.toMatch(/NaN|undefined|Infinity/);
      }
    }
  });

  it('draws the van in its own colour', () => {
    const red = vanPhotoSvg({ view: 'side', colour: 'red', sizeClass: 'medium' });
    const white = vanPhotoSvg({ view: 'side', colour: 'white', sizeClass: 'medium' });
    expect(red).not.toBe(white);
  });
});
