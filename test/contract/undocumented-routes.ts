/**
 * The only routes the app may serve without documenting them in an OpenAPI document: the documents themselves,
 * the Swagger UI around them, the console and the metrics scrape. Everything else the app registers must be in the document (routes contract
 * test), and every response of a documented route must match it (contract recorder).
 */
export const UNDOCUMENTED_ROUTES: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  {
    pattern: /^\/api(\/v[12])?\/openapi\.(json|yaml)$/,
    why: 'the OpenAPI documents themselves (v1, v2, and v1 at its old URL)',
  },
  { pattern: /^\/api\/docs(\/.*)?$/, why: 'the Swagger UI (HTML, scripts, styles)' },
  { pattern: /^\/console(\/.*)?$/, why: 'the web console: HTML pages for people, not API (ADR 0021)' },
  {
    pattern: /^\/metrics$/,
    why: 'Prometheus scrape for operators, with its own bearer token (METRICS_TOKEN, ADR 0024), not an API call',
  },
];

export function isUndocumentedRoute(url: string): boolean {
  return UNDOCUMENTED_ROUTES.some(({ pattern }) => pattern.test(url));
}
