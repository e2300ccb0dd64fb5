/**
 * @nestjs/swagger 11 emits OpenAPI 3.0 constructs even when the version says 3.1.0. This turns them into
 * 3.1 (JSON Schema 2020-12): `nullable: true` becomes a type array (or a oneOf with null for `$ref`s), and
 * boolean `exclusiveMinimum`/`exclusiveMaximum` become the numeric bounds.
 */
type Node = Record<string, unknown>;

function convertSchema(schema: Node): void {
  if (schema.nullable === true) {
    delete schema.nullable;
    if (typeof schema.type === 'string') schema.type = [schema.type, 'null'];
    else if (Array.isArray(schema.type) && !schema.type.includes('null'))
      schema.type = [...schema.type, 'null'];
    else if (typeof schema.$ref === 'string') {
      const ref = schema.$ref;
      delete schema.$ref;
      schema.oneOf = [{ $ref: ref }, { type: 'null' }];
    }
  } else if (schema.nullable === false) {
    delete schema.nullable;
  }
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (schema[flag] === true && typeof schema[bound] === 'number') {
      schema[flag] = schema[bound];
      delete schema[bound];
    } else if (schema[flag] === false) {
      delete schema[flag];
    }
  }
  if ('example' in schema && !('examples' in schema) && schema.type !== undefined) {
    schema.examples = [schema.example];
    delete schema.example;
  }
}

function walk(node: unknown, inSchema: boolean): void {
  if (Array.isArray(node)) {
    for (const item of node) walk(item, inSchema);
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const obj = node as Node;
  if (inSchema) convertSchema(obj);
  for (const [key, value] of Object.entries(obj)) {
    const childIsSchema =
      key === 'schema' ||
      key === 'items' ||
      key === 'additionalProperties' ||
      key === 'not' ||
      (inSchema && (key === 'properties' || key === 'allOf' || key === 'oneOf' || key === 'anyOf'));
    if (key === 'schemas' || (inSchema && key === 'properties')) {
      for (const child of Object.values(value as Node)) walk(child, true);
    } else {
      walk(value, childIsSchema || (inSchema && ['allOf', 'oneOf', 'anyOf'].includes(key)));
    }
  }
}

/**
 * A deep copy by a JSON round trip, not structuredClone: the document is JSON anyway, and structuredClone makes
 * objects of Node's main realm, which js-yaml (the YAML document) refuses to dump inside Jest's sandbox.
 */
export const jsonCopy = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

export function toOpenApi31<T extends object>(document: T): T {
  const copy = jsonCopy(document) as Node;
  copy.openapi = '3.1.0';
  walk(copy, false);
  return copy as T;
}
