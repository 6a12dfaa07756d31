import { describe, expect, it } from 'vitest';
import { dataModuleArray, NotJsonLiteral } from '../../generator/content/data-module.ts';

/**
 * A data module's array literal read an element at a time from the module's
 * bytes (issue 22 item 3: a generated module of 150 MB was held as its text,
 * its value and its entries at once): the elements are what JSON.parse gives
 * for the whole literal, and a literal that is not JSON is said to be so.
 */
const moduleOf = (literal: string, head = '', tail = ';\n') =>
  Buffer.from(`${head}export default ${literal}${tail}`, 'utf8');

const elementsOf = (bytes: Buffer) => [...dataModuleArray(bytes)!.elements()];

describe('dataModuleArray', () => {
  it('gives each element as JSON.parse gives the whole literal', () => {
    const values = [
      { slug: 'a', name: { en: 'A, "quoted" [x] {y}', ar: 'أ، ب' }, nearby: ['b', 'c'] },
      { slug: 'b', path: 'C:\\\\dir\\\\', escaped: '\\"', unicode: '\u00e9\u062a\ud83d\ude00' },
      [1, [2, [3, {}]], []],
      'a string with a , comma',
      -1.5e3,
      true,
      null,
      {},
    ];
    for (const literal of [JSON.stringify(values), JSON.stringify(values, null, 2)]) {
      const bytes = moduleOf(
        literal,
        '// Generated: do not edit. [ { \n/* ] */\nimport type { X } from "./x.ts";\n',
        '\n satisfies X[];\n',
      );
      expect(elementsOf(bytes)).toEqual(JSON.parse(literal));
      expect(dataModuleArray(bytes)!.replacedBytes).toBe(false);
    }
  });

  it('reads an empty array, with or without blank space in it', () => {
    expect(elementsOf(moduleOf('[]'))).toEqual([]);
    expect(elementsOf(moduleOf('[ \n\t ]'))).toEqual([]);
  });

  it('leaves a module whose literal is not an array, or that is not only data, to the whole read', () => {
    for (const module of [
      'export default {"slug": "a"};',
      'export default "a";',
      'const a = [1];\nexport default a;',
      'export default [1].map((x) => x);',
      'export default [1] as const;',
      '',
    ])
      expect(dataModuleArray(Buffer.from(module)), module).toBeUndefined();
  });

  it('says where the literal is not JSON, as it reads the element', () => {
    for (const literal of [
      '[{ "a": 1 },]', // a trailing comma
      '[{ a: 1 }]', // a key without quotes
      "[{ 'a': 1 }]",
      '[1,, 2]',
      '[1 2]',
      '[1], [2]', // two literals
      '[{ "a": 1 ]',
      '[{ "a": "not closed }]',
      '[1, /* a comment */ 2]',
      '[{ "a": 1 } // a comment\n]',
    ]) {
      const array = dataModuleArray(moduleOf(literal));
      expect(array, literal).toBeDefined();
      expect(() => [...array!.elements()], literal).toThrow(NotJsonLiteral);
    }
  });

  it('gives the elements before the first that is not JSON', () => {
    const read: unknown[] = [];
    expect(() => {
      for (const value of dataModuleArray(moduleOf('[1, {"a": [2]}, {b: 3}, 4]'))!.elements())
        read.push(value);
    }).toThrow(NotJsonLiteral);
    expect(read).toEqual([1, { a: [2] }]);
  });

  it('notes bytes that are not UTF-8, in an element or in a comment before the literal', () => {
    const element = Buffer.concat([
      Buffer.from('export default [{"name": "Caf'),
      Buffer.from([0xe9]),
      Buffer.from('"}];'),
    ]);
    const array = dataModuleArray(element)!;
    expect(array.replacedBytes).toBe(false);
    expect(elementsOf(element)).toEqual([{ name: 'Caf\ufffd' }]);
    expect([...array.elements()]).toHaveLength(1);
    expect(array.replacedBytes).toBe(true);

    const comment = Buffer.concat([
      Buffer.from('// Caf'),
      Buffer.from([0xe9]),
      Buffer.from('\nexport default [1];'),
    ]);
    expect(dataModuleArray(comment)!.replacedBytes).toBe(true);
    const clean = dataModuleArray(moduleOf('[{"name": "Café"}]'))!;
    expect([...clean.elements()]).toEqual([{ name: 'Café' }]);
    expect(clean.replacedBytes).toBe(false);
  });
});
