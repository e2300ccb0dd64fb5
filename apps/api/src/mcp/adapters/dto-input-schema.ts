import { DECORATORS } from '@nestjs/swagger';

type Ctor = abstract new (...args: never[]) => object;
type JsonSchema = Record<string, unknown>;

/** What `@ApiProperty` stores per property (the subset a tool's input schema needs). */
interface ApiPropertyMeta {
  type?: unknown;
  required?: boolean;
  isArray?: boolean;
  enum?: readonly unknown[];
  description?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
  example?: unknown;
}

const SCALARS = new Map<unknown, string>([
  [String, 'string'],
  [Number, 'number'],
  [Boolean, 'boolean'],
  ['string', 'string'],
  ['number', 'number'],
  ['integer', 'integer'],
  ['boolean', 'boolean'],
]);

const propertiesOf = (dto: Ctor): string[] =>
  (
    (Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES_ARRAY, dto.prototype) as string[] | undefined) ?? []
  ).map((key) => key.replace(/^:/, ''));

/**
 * The JSON Schema (2020-12, as MCP's `inputSchema`) of a request DTO, read from the same `@ApiProperty`
 * metadata the OpenAPI document is built from: a tool that takes a route's body names the route's fields,
 * bounds and German descriptions, and its arguments are then checked by that DTO's own rules. No second
 * description of the request to drift from the first.
 */
export function inputSchemaOf(dto: Ctor): {
  type: 'object';
  properties: Record<string, object>;
  required: string[];
} {
  const properties: Record<string, object> = {};
  const required: string[] = [];
  for (const name of propertiesOf(dto)) {
    const meta = Reflect.getMetadata(DECORATORS.API_MODEL_PROPERTIES, dto.prototype, name) as ApiPropertyMeta;
    const design = Reflect.getMetadata('design:type', dto.prototype, name) as unknown;
    const item = propertySchema(meta, meta.type ?? design);
    properties[name] = meta.isArray ? { type: 'array', items: item } : item;
    if (meta.required !== false) required.push(name);
  }
  return { type: 'object', properties, required };
}

function propertySchema(meta: ApiPropertyMeta, type: unknown): JsonSchema {
  if (typeof type === 'function' && propertiesOf(type as Ctor).length > 0) {
    return { ...inputSchemaOf(type as Ctor), ...(meta.description ? { description: meta.description } : {}) };
  }
  const schema: JsonSchema = {};
  const scalar = SCALARS.get(type);
  if (scalar) schema.type = scalar;
  if (meta.enum) schema.enum = [...meta.enum];
  // OpenAPI 3.0's boolean `exclusiveMinimum` is JSON Schema's number (the document is converted the same way).
  if (meta.exclusiveMinimum === true && meta.minimum !== undefined) schema.exclusiveMinimum = meta.minimum;
  else if (meta.minimum !== undefined) schema.minimum = meta.minimum;
  for (const key of ['maximum', 'minLength', 'maxLength', 'default', 'description'] as const)
    if (meta[key] !== undefined) schema[key] = meta[key];
  if (meta.example !== undefined) schema.examples = [meta.example];
  return schema;
}
