import type { OpenAPIObject } from '@nestjs/swagger';

type Node = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Answers of the platform itself (body parser, router), not of a controller; every operation can give them. */
const BODY_RESPONSES: Record<string, string> = {
  '413': 'Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`).',
  '415': 'Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`).',
};

/**
 * Documents what the platform does for every operation, so that no controller has to repeat it:
 * - operations with a request body can answer 413 and 415 (the JSON body parser runs before any controller);
 * - a path parameter is never empty (Fastify does not route an empty segment), hence `minLength: 1`.
 */
export function documentPlatformResponses(document: OpenAPIObject, errorSchemaRef: string): OpenAPIObject {
  for (const item of Object.values(document.paths) as Node[]) {
    for (const method of METHODS) {
      const operation = item[method] as Node | undefined;
      if (!operation) continue;
      const responses = (operation.responses ??= {}) as Node;
      if (operation.requestBody) {
        for (const [status, description] of Object.entries(BODY_RESPONSES)) {
          responses[status] ??= {
            description,
            content: { 'application/json': { schema: { $ref: errorSchemaRef } } },
          };
        }
      }
      for (const parameter of (operation.parameters ?? []) as Node[]) {
        const schema = parameter.schema as Node | undefined;
        if (parameter.in === 'path' && schema?.type === 'string' && schema.minLength === undefined)
          schema.minLength = 1;
      }
    }
  }
  return document;
}
