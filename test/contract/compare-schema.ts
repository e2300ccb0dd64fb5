import Ajv2020 from 'ajv/dist/2020';
import { SPEC_RECORDS, type SpecField, type SpecRecordName } from './spec-v1.table';

type Json = Record<string, unknown>;
const CONSTRAINTS = [
  'enum',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'minLength',
  'maxLength',
  'format',
  'default',
] as const;
const ANY_VALUES: unknown[] = [1, 1.5, 'x', true, null, [], {}, [{ a: 1 }]];

/** Follows `$ref` (and a nullable `oneOf: [$ref, null]`) to the schema it names. */
export function resolve(document: Json, schema: Json | undefined): Json | undefined {
  if (!schema) return undefined;
  const ref = typeof schema.$ref === 'string' ? schema.$ref : undefined;
  if (!ref) return schema;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>(
      (node, part) => (node as Json | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')],
      document,
    );
  return resolve(document, target as Json | undefined);
}

const sameSet = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x) => b.includes(x));
const typesOf = (t: unknown): string[] =>
  Array.isArray(t) ? (t as string[]) : t === undefined ? [] : [t as string];

/**
 * Differences between one schema of the document and one field of the spec table, as sentences.
 * Constraints must be the spec's exactly; the only addition allowed is a `format` on a response field that the
 * spec leaves open ("format: not shown"), and then the description must say so.
 */
export function compareField(
  document: Json,
  schema: Json | undefined,
  spec: SpecField,
  where: string,
  direction: 'request' | 'response',
): string[] {
  const s = resolve(document, schema);
  if (!s) return [`${where}: missing`];
  const problems: string[] = [];
  if (spec.type === 'any') {
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile({ ...s, $id: undefined, components: document.components });
    const refused = ANY_VALUES.filter((v) => !validate(v));
    if (refused.length > 0)
      problems.push(`${where}: must accept any value, refuses ${JSON.stringify(refused)}`);
    return problems;
  }
  if (spec.record) {
    return compareRecord(document, s, spec.record, where);
  }
  if (!sameSet(typesOf(s.type), typesOf(spec.type))) {
    problems.push(`${where}: type ${JSON.stringify(s.type)}, spec ${JSON.stringify(spec.type)}`);
  }
  for (const key of CONSTRAINTS) {
    const ours = s[key];
    const theirs = spec[key];
    if (key === 'enum' && Array.isArray(ours) && Array.isArray(theirs)) {
      if (!sameSet(ours, theirs as unknown[]))
        problems.push(`${where}: enum ${JSON.stringify(ours)}, spec ${JSON.stringify(theirs)}`);
    } else if (key === 'format' && theirs === undefined && ours !== undefined && direction === 'response') {
      if (typeof s.description !== 'string' || !/format/i.test(s.description)) {
        problems.push(
          `${where}: format ${String(ours)} is our choice (spec: not shown); the description must say so`,
        );
      }
    } else if (JSON.stringify(ours) !== JSON.stringify(theirs)) {
      problems.push(`${where}: ${key} ${JSON.stringify(ours)}, spec ${JSON.stringify(theirs)}`);
    }
  }
  if (spec.items !== undefined) {
    const items = s.items as Json | undefined;
    problems.push(
      ...(typeof spec.items === 'string'
        ? compareRecord(document, resolve(document, items), spec.items, `${where}[]`)
        : compareField(document, items, spec.items, `${where}[]`, direction)),
    );
  }
  return problems;
}

/** Differences between a document schema and a record of the spec table (fields, required list, additions). */
export function compareRecord(
  document: Json,
  schema: Json | undefined,
  name: SpecRecordName,
  where: string = name,
): string[] {
  const s = resolve(document, schema);
  if (!s) return [`${where}: no schema`];
  const record = SPEC_RECORDS[name];
  const properties = (s.properties ?? {}) as Record<string, Json>;
  const required = (s.required ?? []) as string[];
  const problems: string[] = [];
  if (s.type !== 'object') problems.push(`${where}: type ${JSON.stringify(s.type)}, spec object`);
  for (const [field, spec] of Object.entries(record.fields) as [string, SpecField][]) {
    const at = `${where}.${field}`;
    if (!(field in properties)) {
      problems.push(`${at}: missing from the document`);
      continue;
    }
    problems.push(...compareField(document, properties[field], spec, at, record.direction));
    const isRequired = required.includes(field);
    if (spec.required && !isRequired) problems.push(`${at}: required in the spec, optional in the document`);
    if (!spec.required && isRequired && !(record.direction === 'response' && spec.alwaysSent)) {
      problems.push(`${at}: optional in the spec, required in the document`);
    }
  }
  const additive = record.additive ?? [];
  for (const field of Object.keys(properties)) {
    if (field in record.fields) continue;
    if (!additive.includes(field))
      problems.push(`${where}.${field}: not in the spec (a renamed field, or an addition to list)`);
    else if (record.direction === 'request' && required.includes(field))
      problems.push(`${where}.${field}: additive, yet required`);
  }
  return problems;
}
