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
});
