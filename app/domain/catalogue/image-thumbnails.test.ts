import { describe, expect, it } from 'vitest';
import { thumbnailSource, thumbnailSrc } from './image-thumbnails';

describe('thumbnailSrc', () => {
  it('shows an app SVG under /images/ from its PNG thumbnail', () => {
    expect(thumbnailSrc('/images/signs/monument-sign.svg')).toBe('/images/thumbs/signs/monument-sign.png');
    expect(thumbnailSrc('/images/brands/cjr.svg')).toBe('/images/thumbs/brands/cjr.png');
  });

  it('leaves every other picture as it is', () => {
    for (const src of [
      'https://example.com/a.svg',
      '/images/signs/photo.png',
      '/job/cjr/J-1/items/4/picture',
      '/images/signs/Upper.svg',
      '/images/signs/../x.svg',
      '/favicon.svg',
      '/images/signs/deep/x.svg',
      '',
    ]) {
      expect(thumbnailSrc(src)).toBe(src);
    }
  });
});

describe('thumbnailSource', () => {
  it('finds the SVG a thumbnail is drawn from, and round-trips', () => {
    expect(thumbnailSource('signs/monument-sign.png')).toBe('/images/signs/monument-sign.svg');
    const src = '/images/brands/cjr.svg';
    expect(thumbnailSource(thumbnailSrc(src).slice('/images/thumbs/'.length))).toBe(src);
  });

  it('refuses anything that is not one folder and one lower-case name', () => {
    for (const path of ['signs/x.svg', '../signs/x.png', 'signs/../../x.png', 'x.png', 'signs/a/b.png', 'signs/X.png', 'thumbs/x.png', 'signs/x.png?', '']) {
      expect(thumbnailSource(path)).toBeNull();
    }
  });
});
