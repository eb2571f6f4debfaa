import { describe, expect, it } from 'vitest';
import { APP_MODULE, routeAssets, type ViteManifest } from '#web/server/manifest';

// A cut-down manifest of the shape Vite writes (build.manifest: true).
const MANIFEST: ViteManifest = {
  'src/main.tsx': {
    file: 'assets/index-AbC.js',
    src: 'src/main.tsx',
    isEntry: true,
    imports: ['_react-1.js'],
    css: ['assets/index-XyZ.css'],
  },
  '_react-1.js': { file: 'assets/react-1.js' },
  '_card-2.js': { file: 'assets/card-2.js', imports: ['_react-1.js', '_price-3.js'] },
  '_price-3.js': { file: 'assets/price-3.js', css: ['assets/index-XyZ.css'] },
  'src/routes/listing-detail.tsx': {
    file: 'assets/listing-detail-4.js',
    src: 'src/routes/listing-detail.tsx',
    imports: ['_card-2.js', '_react-1.js'],
    css: ['assets/listing-detail-5.css'],
  },
  'src/routes/home.tsx': {
    file: 'assets/home-6.js',
    src: 'src/routes/home.tsx',
    imports: ['_card-2.js'],
  },
};

describe('routeAssets', () => {
  it('lists the route chunk and what it imports, not what the entry loads', () => {
    expect(routeAssets(MANIFEST, ['src/routes/listing-detail.tsx'])).toEqual({
      scripts: ['/assets/listing-detail-4.js', '/assets/card-2.js', '/assets/price-3.js'],
      styles: ['/assets/listing-detail-5.css'],
    });
  });

  it('lists a chunk shared by two routes once', () => {
    const { scripts } = routeAssets(MANIFEST, [
      'src/routes/home.tsx',
      'src/routes/listing-detail.tsx',
    ]);
    expect(scripts.filter((file) => file === '/assets/card-2.js')).toHaveLength(1);
  });

  it('lists the app the entry imports after the first paint, with its imports', () => {
    const manifest: ViteManifest = {
      'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-2.css'] },
      [APP_MODULE]: {
        file: 'assets/main-3.js',
        src: APP_MODULE,
        imports: ['_react-4.js', 'index.html'],
      },
      '_react-4.js': { file: 'assets/react-4.js' },
      'src/routes/home.tsx': { file: 'assets/home-5.js', imports: ['_react-4.js'] },
    };
    expect(routeAssets(manifest, [APP_MODULE, 'src/routes/home.tsx'])).toEqual({
      scripts: ['/assets/main-3.js', '/assets/react-4.js', '/assets/home-5.js'],
      styles: [],
    });
  });

  it('skips modules the manifest does not know (a dev or test build)', () => {
    expect(routeAssets({}, ['src/routes/home.tsx'])).toEqual({ scripts: [], styles: [] });
  });
});
