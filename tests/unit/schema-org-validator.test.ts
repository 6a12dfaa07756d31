import { describe, expect, it } from 'vitest';
import { validateSchemaOrgNode } from '../support/schema-org.ts';

// The structured-data test is only as strict as this validator: it must reject what schema.org does not define.
describe('schema.org validation (tests/support/schema-org.ts)', () => {
  it('accepts a well-formed node with nested typed nodes and @id references', () => {
    expect(
      validateSchemaOrgNode({
        '@type': 'Service',
        name: 'React development',
        url: 'https://www.fernhill.dev/services/react-development',
        provider: { '@id': 'https://www.fernhill.dev/#organization' },
        areaServed: { '@type': 'Country', name: 'United States' },
      }),
    ).toEqual([]);
  });

  it('rejects unknown types, unknown properties (also nested) and values of the wrong type', () => {
    expect(validateSchemaOrgNode({ '@type': 'AgencyThing', name: 'x' })).toEqual([
      'AgencyThing: unknown @type "AgencyThing"',
    ]);
    const problems = validateSchemaOrgNode({
      '@type': 'Service',
      name: 'x',
      colour: 'green',
      url: 'not a url',
      provider: { '@type': 'Organization', nme: 'y' },
    });
    expect(problems).toContain('Service.colour: not a property of Service');
    expect(problems).toContain('Service.provider.nme: not a property of Organization');
    expect(problems).toContain('Service.url: must match format "uri"');
    expect(
      validateSchemaOrgNode({
        '@type': 'BlogPosting',
        headline: 'x',
        datePublished: 'last Tuesday',
      }).some((problem) => problem.startsWith('BlogPosting.datePublished')),
    ).toBe(true);
  });
});
