import { describe, expect, it } from 'vitest';
import { cdnUrl, responsiveSource } from '../../src/lib/responsive-image.ts';

describe('responsiveSource', () => {
  it('offers stored images through the image CDN, up to twice the display width', () => {
    const source = responsiveSource('/api/images/abc123.png', 400);
    expect(source.src).toBe('/.netlify/images?url=%2Fapi%2Fimages%2Fabc123.png&w=400');
    expect(source.srcSet?.split(', ').map((entry) => entry.split(' ')[1])).toEqual(['96w', '160w', '240w', '320w', '480w', '640w']);
    expect(source.sizes).toBe('min(400px, 100vw)');
  });

  it('keeps a size given by the caller', () => {
    expect(responsiveSource('/api/images/a.jpg', 640, '(min-width: 1024px) 33vw, 100vw').sizes).toBe('(min-width: 1024px) 33vw, 100vw');
  });

  it('leaves data URLs, avatars and other sites alone', () => {
    for (const src of ['data:image/svg+xml;base64,AAAA', 'https://example.org/a.png', '/logo.svg', '/api/images/../secret']) {
      expect(responsiveSource(src, 400)).toEqual({ src });
    }
  });

  it('never sends photos of people through the image CDN: the photo route makes their sizes', () => {
    const source = responsiveSource('/api/photos/abc-123.jpg', 48);
    expect(source.src).toBe('/api/photos/abc-123.jpg?w=96');
    expect(source.srcSet).toBe('/api/photos/abc-123.jpg?w=96 96w');
    expect(JSON.stringify(responsiveSource('/api/photos/abc-123.jpg', 400))).not.toContain('/.netlify/images');
    expect(responsiveSource('/api/photos/abc-123.jpg', 400).src).toBe('/api/photos/abc-123.jpg?w=480');
    // Wider than the largest size: the photo itself.
    expect(responsiveSource('/api/photos/abc-123.jpg', 2400).src).toBe('/api/photos/abc-123.jpg');
    expect(responsiveSource('/api/photos/../secret', 400)).toEqual({ src: '/api/photos/../secret' });
  });

  it('encodes the source path', () => {
    expect(cdnUrl('/api/images/a.png', 96)).toBe('/.netlify/images?url=%2Fapi%2Fimages%2Fa.png&w=96');
  });
});
