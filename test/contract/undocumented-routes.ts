/**
 * The only routes the app may serve without documenting them in the OpenAPI document: the document itself
 * and the Swagger UI around it. Everything else the app registers must be in the document (routes contract
 * test), and every response of a documented route must match it (contract recorder).
 */
export const UNDOCUMENTED_ROUTES: ReadonlyArray<{ pattern: RegExp; why: string }> = [
  { pattern: /^\/api\/openapi\.(json|yaml)$/, why: 'the OpenAPI document itself' },
  { pattern: /^\/api\/docs(\/.*)?$/, why: 'the Swagger UI (HTML, scripts, styles)' },
];

export function isUndocumentedRoute(url: string): boolean {
  return UNDOCUMENTED_ROUTES.some(({ pattern }) => pattern.test(url));
}
