import type { OpenAPIObject } from '@nestjs/swagger';

type Node = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

/** Answers of the platform itself (body parser, router), not of a controller; every operation can give them. */
const BODY_RESPONSES: Record<string, string> = {
  '413': 'Der Anfragekörper ist größer als erlaubt (`PAYLOAD_TOO_LARGE`).',
  '415': 'Der Content-Type ist nicht `application/json` (`UNSUPPORTED_MEDIA_TYPE`).',
};

/** Any request can carry a query string and headers, which are checked before the controller runs. */
const EDGE_RESPONSE_400 =
  'Ungültige Anfrage (ValidationErrorResponse mit `issues`), z. B. ein NUL-Zeichen oder ein einzelnes ' +
  'UTF-16-Surrogat in einem Parameter oder Header (`INVALID_STRING`), eine Id, die keine UUID ist (`INVALID_ID`).';
const PATH_RESPONSE_414 = 'Ein Pfadparameter ist länger als erlaubt (`PARAMETER_TOO_LONG`).';

/**
 * Documents what the platform does for every operation, so that no controller has to repeat it:
 * - every operation can answer 400 with issues (refuse-unclean-strings.ts checks query, path and headers);
 * - every non-GET operation can answer 413 and 415 (the JSON body parser runs before any controller, also
 *   where the operation takes no body);
 * - operations with a path parameter can answer 414 (Fastify's `maxParamLength`);
 * - a path parameter is never empty (Fastify does not route an empty segment), hence `minLength: 1`.
 */
export function documentPlatformResponses(
  document: OpenAPIObject,
  errorSchemaRef: string,
  validationErrorSchemaRef: string,
): OpenAPIObject {
  const json = (ref: string) => ({ 'application/json': { schema: { $ref: ref } } });
  for (const item of Object.values(document.paths) as Node[]) {
    for (const method of METHODS) {
      const operation = item[method] as Node | undefined;
      if (!operation) continue;
      const responses = (operation.responses ??= {}) as Node;
      responses['400'] ??= { description: EDGE_RESPONSE_400, content: json(validationErrorSchemaRef) };
      // Fastify parses a body sent to any non-GET route (even one that takes none) before routing to it.
      if (operation.requestBody || method !== 'get') {
        for (const [status, description] of Object.entries(BODY_RESPONSES)) {
          responses[status] ??= { description, content: json(errorSchemaRef) };
        }
      }
      for (const parameter of (operation.parameters ?? []) as Node[]) {
        if (parameter.in !== 'path') continue;
        responses['414'] ??= { description: PATH_RESPONSE_414, content: json(errorSchemaRef) };
        const schema = parameter.schema as Node | undefined;
        if (schema?.type === 'string' && schema.minLength === undefined) schema.minLength = 1;
      }
    }
  }
  return document;
}
