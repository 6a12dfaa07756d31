import { describe, expect, it } from 'vitest';
import { locateInSource } from '../../generator/content/source-location.ts';

const MODULE = `import type { CaseStudyInput } from '../schema/index.ts';

export default {
  slug: 'shyft',
  blocks: [
    { type: 'hero', client: 'Shyft' },
    {
      type: 'testimonial',
      quote: 'They shipped.',
    },
  ],
} satisfies CaseStudyInput;
`;

describe('locateInSource', () => {
  it('finds a field through satisfies, arrays and objects', () => {
    expect(locateInSource(MODULE, 'shyft.ts', ['blocks', 1, 'quote'])).toEqual({
      line: 9,
      column: 14,
    });
    expect(locateInSource(MODULE, 'shyft.ts', ['slug'])).toEqual({ line: 4, column: 9 });
  });

  it('points at the enclosing object when the field is missing', () => {
    expect(locateInSource(MODULE, 'shyft.ts', ['blocks', 1, 'author'])).toEqual({
      line: 7,
      column: 5,
    });
  });

  it('follows `export default name` to the declaration and indexes array modules', () => {
    const source = `const cities = [\n  { slug: 'austin' },\n  { slug: 'dallas', name: 'Dallas' },\n];\nexport default cities;\n`;
    expect(locateInSource(source, 'cities.ts', [1, 'name'])).toEqual({ line: 3, column: 27 });
  });

  it('looks through `as`, a call such as define(…) and quoted keys, and counts columns past non-ASCII text', () => {
    const source = `export default define({\n  'title': { en: 'Über uns', de: 'Über uns' },\n  ar: ('مرحبا' as string), de: 'x',\n} as const);\n`;
    expect(locateInSource(source, 'page.ts', ['title', 'de'])).toEqual({ line: 2, column: 34 });
    expect(locateInSource(source, 'page.ts', ['de'])).toEqual({ line: 3, column: 32 });
  });

  it('answers line 1, column 1 for a module that does not parse, instead of failing the report', () => {
    expect(locateInSource('export default {', 'broken.ts', ['slug'])).toEqual({
      line: 1,
      column: 1,
    });
  });
});
