import { ApiProperty, type ApiPropertyOptions, type OpenAPIObject } from '@nestjs/swagger';
import { registeredEventTypeNames } from '../events/event-types';

const EVENT_TYPE_SCHEMA = 'EventType';
const NOT_YET_KNOWN = ['(filled in when the document is built)'];

/**
 * An event type name (or, with `isArray`, a list of them) in a DTO: a `$ref` to the `EventType` schema. Its
 * enum is the registry's, filled in by `completeEventTypeSchema` when the document is built, after every
 * feature registered its types: the decorator itself runs at import time, too early to know them all.
 */
export function ApiEventTypeProperty(
  options: {
    required?: boolean;
    isArray?: boolean;
    minItems?: number;
    maxItems?: number;
    description?: string;
    example?: unknown;
  } = {},
): PropertyDecorator {
  return ApiProperty({ ...options, enum: NOT_YET_KNOWN, enumName: EVENT_TYPE_SCHEMA } as ApiPropertyOptions);
}

export function completeEventTypeSchema(document: OpenAPIObject): OpenAPIObject {
  const schemas = document.components?.schemas;
  if (schemas && EVENT_TYPE_SCHEMA in schemas) {
    schemas[EVENT_TYPE_SCHEMA] = {
      type: 'string',
      enum: registeredEventTypeNames(),
      description: 'Ein Ereignistyp; Katalog: `GET /api/v2/developer/webhooks/event-types`.',
    };
  }
  return document;
}
