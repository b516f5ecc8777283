import { describe, expect, it } from 'vitest';
import { sniffPictureFormat, storedSize } from './picture-rules';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));

describe('sniffPictureFormat', () => {
  it('names JPEG, PNG and WebP by their signatures', () => {
    expect(sniffPictureFormat(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))).toBe('jpeg');
    expect(sniffPictureFormat(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a, 0, 0]))).toBe('png');
    expect(sniffPictureFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
  });

  it('refuses what only its name calls a picture', () => {
    expect(sniffPictureFormat(bytes('<!DOCTYPE html><script>alert(1)</script>'))).toBeNull();
    expect(sniffPictureFormat(bytes('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBeNull();
    expect(sniffPictureFormat(bytes('GIF89a'))).toBeNull();
    expect(sniffPictureFormat(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(sniffPictureFormat(bytes([0xff, 0xd8]))).toBeNull();
    expect(sniffPictureFormat(new Uint8Array())).toBeNull();
  });
});

describe('storedSize', () => {
  it('shrinks the longest side to the limit and keeps proportions', () => {
    expect(storedSize(4000, 3000)).toEqual({ width: 1600, height: 1200 });
    expect(storedSize(1000, 5000)).toEqual({ width: 320, height: 1600 });
  });
  it('never enlarges', () => {
    expect(storedSize(800, 600)).toEqual({ width: 800, height: 600 });
  });
});
