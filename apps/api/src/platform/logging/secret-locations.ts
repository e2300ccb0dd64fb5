/**
 * The one list of where requests carry credentials (a video download token, a path segment, reached
 * the request log because redaction knew only query parameters). The request serializer blanks each of them;
 * a new route that carries a secret adds its place here, and `secret-hygiene.e2e-spec.ts` reads the log.
 */
export const SECRET_LOCATIONS = {
  /**
   * Path templates (case-insensitive, empty segments ignored as the router does) whose `*` segment is a
   * credential: signed download links (`/api/v2/video/downloads/<token>`).
   */
  pathSegments: ['/api/v2/video/downloads/*'],
  /** Request headers: API keys, bearer tokens, the console's session cookie and its CSRF token. */
  headers: ['authorization', 'proxy-authorization', 'x-api-key', 'cookie', 'x-csrf-token'],
  /**
   * Query and route parameter names (lower case). A browser's `EventSource` can only authenticate through the
   * query (`?token=fmst1.…`), signed links carry `sig`/`signature`; variants (`stream_token`,
   * `X-Amz-Signature`, `webhookSecret`) are matched by suffix, see `isSecretParameter`.
   */
  parameters: [
    'token',
    'access_token',
    'refresh_token',
    'id_token',
    'api_key',
    'apikey',
    'api-key',
    'x-api-key',
    'key',
    'secret',
    'client_secret',
    'signature',
    'sig',
    'password',
    'csrf',
  ],
  /** Our credentials wherever they appear in a logged URL: API keys, client secrets, stream tokens. */
  textPatterns: [/fm_(?:live|test|cs)_[0-9A-Za-z]+/g, /fmst1\.[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)?/g],
} as const;
