// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { morphPage } from '../../runtime/dev-client/morph-page.ts';

const page = ({
  title = 'Old title',
  heading = 'Old heading',
  lang = 'en',
  island = '{"label":"Email"}',
  script = '/_assets/js/main.A.js',
  extraBody = '',
} = {}) =>
  `<!doctype html><html lang="${lang}" dir="ltr"><head><title>${title}</title><meta name="description" content="${title} described">` +
  `<link rel="stylesheet" href="/_assets/site.css"><script type="module" src="${script}"></script></head>` +
  `<body><a href="#main">Skip</a><header><nav><a href="/">Home</a></nav></header><main id="main"><h1>${heading}</h1><p>Body</p></main>` +
  `<footer><div data-island="newsletter" data-hydrate="visible"><form><input name="email"></form></div>` +
  `<script type="application/json" data-island-props="newsletter">${island}</script></footer>${extraBody}</body></html>`;

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

/** The page in the browser: the runtime has appended its toaster after the server's markup, and the visitor typed into the island. */
function openPage(): Document {
  document.documentElement.innerHTML = parse(page()).documentElement.innerHTML;
  document.documentElement.lang = 'en';
  const toaster = document.createElement('div');
  toaster.id = 'toaster';
  document.body.append(toaster);
  document.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'ada@example.com';
  return document;
}

describe('morphPage (the dev server live update)', () => {
  it('brings the page to its new version in place: head tags, lang, the server markup; keeps islands and what the runtime added', () => {
    const current = openPage();
    const heading = current.querySelector('h1')!;
    const input = current.querySelector('input')!;
    expect(
      morphPage(current, parse(page({ title: 'New title', heading: 'New heading', lang: 'de' }))),
    ).toEqual({ morphed: true });
    expect(current.title).toBe('New title');
    expect(current.querySelectorAll('title')).toHaveLength(1);
    expect(current.querySelector('meta[name="description"]')!.getAttribute('content')).toBe(
      'New title described',
    );
    expect(current.documentElement.lang).toBe('de');
    // The same element, now with the new text: morphed, not replaced.
    expect(current.querySelector('h1')).toBe(heading);
    expect(heading.textContent).toBe('New heading');
    expect(current.querySelector('input')).toBe(input);
    expect(input.value).toBe('ada@example.com');
    expect(current.getElementById('toaster')).not.toBeNull();
    expect(current.querySelectorAll('link[rel="stylesheet"]')).toHaveLength(1);
  });

  it('changes nothing and says why when a morph cannot carry the change', () => {
    const cases: Array<[string, string]> = [
      [page({ script: '/_assets/js/main.B.js', title: 'New' }), 'the page scripts changed'],
      [page({ island: '{"label":"E-mail"}', title: 'New' }), 'an island or its props changed'],
      [page({ extraBody: '<aside>Extra</aside>', title: 'New' }), 'the page layout changed'],
    ];
    for (const [html, reason] of cases) {
      const current = openPage();
      expect(morphPage(current, parse(html))).toEqual({ morphed: false, reason });
      expect(current.title).toBe('Old title');
    }
  });
});
