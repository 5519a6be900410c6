import { describe, expect, it } from 'vitest';
import { bodyFileIds, cleanBody, withSiteImages } from './postBody';

const FILE = '0b6f1c8e-2a4d-4c3e-9f1a-7d2e5b6c8a90';
const OTHER = '1c7e2d9f-3b5e-4d4f-8a2b-8e3f6c7d9b01';

describe('cleanBody', () => {
  it.each([
    [
      '<p>Texto <strong>forte</strong> e <em>leve</em></p>',
      '<p>Texto <strong>forte</strong> e <em>leve</em></p>',
    ],
    ['<p onclick="x()">a</p><script>alert(1)</script>', '<p>a</p>'],
    ['<p style="color:red" class="x">a</p>', '<p>a</p>'],
    ['<a href="javascript:alert(1)">x</a>', '<a>x</a>'],
    [
      '<a href="https://g1.globo.com" target="_blank">x</a>',
      '<a href="https://g1.globo.com">x</a>',
    ],
    [`<img src="/api/files/${FILE}" alt="Ponte">`, `<img src="/api/files/${FILE}" alt="Ponte" />`],
    ['<img src="https://example.org/a.jpg">', '<img src="https://example.org/a.jpg" />'],
    ['<img src="data:image/png;base64,AAAA"><p>b</p>', '<p>b</p>'],
    ['<img src="/etc/passwd"><p>b</p>', '<p>b</p>'],
    ['<iframe src="https://x"></iframe><h1>T</h1><h2>S</h2>', 'T<h2>S</h2>'],
  ])('%s → %s', (dirty, clean) => {
    expect(cleanBody(dirty)).toBe(clean);
  });
});

describe('bodyFileIds and withSiteImages', () => {
  const body = `<p><img src="/api/files/${FILE}" alt="a" /></p><img src="https://x.org/b.jpg" /><img src="/api/files/${OTHER}" /><img src="/api/files/${FILE}" />`;

  it('names each stored image once, in order', () => {
    expect(bodyFileIds(body)).toEqual([FILE, OTHER]);
  });

  it('points stored images at the site, leaving others and unknown ones', () => {
    const urls = new Map([[FILE, 'https://site.example/wp-content/uploads/a.jpg']]);
    expect(withSiteImages(body, urls)).toBe(
      `<p><img src="https://site.example/wp-content/uploads/a.jpg" alt="a" /></p><img src="https://x.org/b.jpg" /><img src="/api/files/${OTHER}" /><img src="https://site.example/wp-content/uploads/a.jpg" />`,
    );
  });
});
