/** The two API descriptions of spec section 9, each with its path prefix and the URLs it is served at. */
export const API_VERSIONS = {
  v1: { version: '1.0.0', prefix: '/api/v1/', json: '/api/v1/openapi.json', yaml: '/api/v1/openapi.yaml' },
  v2: { version: '2.0.0', prefix: '/api/v2/', json: '/api/v2/openapi.json', yaml: '/api/v2/openapi.yaml' },
} as const;

export type ApiVersion = keyof typeof API_VERSIONS;
export const VERSIONS = Object.keys(API_VERSIONS) as ApiVersion[];

/**
 * The descriptions a path belongs to: the one its version prefix names, or both for the few version-neutral
 * routes (`/health`, `/health/ready`, `/.well-known/jwks.json`). Those are served once for every client, so
 * each description documents them: a client generated from either one can probe health and fetch the keys
 * that verify its tokens. Accepts OpenAPI (`{id}`) and Fastify (`:id`) paths alike.
 */
export function apiVersionsOf(path: string): ApiVersion[] {
  const own = VERSIONS.filter((v) => path.startsWith(API_VERSIONS[v].prefix));
  return own.length > 0 ? own : [...VERSIONS];
}
