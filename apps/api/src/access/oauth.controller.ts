import './access.error-codes';
import { Body, Controller, Get, Header, HttpCode, HttpException, Post, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { JWK } from 'jose';
import { bodyOf } from '../platform/errors/global-exception.filter';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { isCleanString } from '../platform/validation/clean-string';
import type { AuthenticatedRequest } from '../platform/auth/authenticated-request';
import { TokenRequestDto } from './dto/token.request.dto';
import { TokenResponseDto } from './dto/token.response.dto';
import { InvalidClientError, IssueAccessToken } from './application/issue-access-token.use-case';
import { JwtKeySet } from './adapters/jwt/jwt-key-set';
import { Public } from '../platform/auth/public.decorator';
import { headerCount } from '../platform/auth/presented-credential';

/** A Basic header that cannot be read: an invalid client (401), never an exception of the decoding. */
const MALFORMED = 'malformed';

/** `%`-decoded as RFC 6749 section 2.3.1 asks; undefined for a malformed escape, a NUL or a lone surrogate. */
function formDecoded(text: string): string | undefined {
  try {
    const decoded = decodeURIComponent(text);
    return isCleanString(decoded) ? decoded : undefined;
  } catch {
    return undefined;
  }
}

/** `Authorization: Basic base64(client_id:client_secret)` (RFC 6749 section 2.3.1). */
function basicCredentials(
  header: string | string[] | undefined,
): { id: string; secret: string } | typeof MALFORMED | null {
  if (typeof header !== 'string' || !/^Basic\b/i.test(header)) return null;
  const match = /^Basic +([A-Za-z0-9+/=]+) *$/i.exec(header);
  if (!match) return MALFORMED;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return MALFORMED;
  const id = formDecoded(decoded.slice(0, colon));
  const secret = formDecoded(decoded.slice(colon + 1));
  return id === undefined || secret === undefined ? MALFORMED : { id, secret };
}

@Public()
@ApiTags('OAuth')
@Controller()
export class OAuthController {
  constructor(
    private readonly issueAccessToken: IssueAccessToken,
    private readonly keys: JwtKeySet,
  ) {}

  @Post('api/v1/oauth/token')
  @HttpCode(200)
  @Header('cache-control', 'no-store')
  @ApiOperation({
    operationId: 'issueAccessToken',
    summary: 'Zugriffstoken (OAuth 2.0 Client Credentials)',
    description:
      'Tauscht Client-ID und -Secret (HTTP Basic oder im Körper) gegen ein kurzlebiges JWT (ES256, Schlüssel unter ' +
      '`/.well-known/jwks.json`). Fehler folgen dem Fehlermodell dieser API (`code` `INVALID_CLIENT`, ' +
      '`UNSUPPORTED_GRANT_TYPE`, `INVALID_SCOPE`) statt der RFC-6749-Form.',
  })
  @ApiConsumes('application/x-www-form-urlencoded', 'application/json')
  @ApiBody({ type: TokenRequestDto })
  @ApiOkResponse({ type: TokenResponseDto })
  @ApiErrorResponses(400, 401)
  async token(
    @Body() body: TokenRequestDto,
    @Req() request: AuthenticatedRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<TokenResponseDto> {
    if (body.grant_type !== 'client_credentials')
      throw new HttpException(bodyOf('UNSUPPORTED_GRANT_TYPE'), 400);
    // Two Authorization headers would silently leave the first one in charge (Node drops the second).
    if (headerCount('authorization', request.headers, request.raw?.rawHeaders) > 1)
      throw new HttpException(bodyOf('DUPLICATE_CREDENTIAL_HEADER'), 400);
    const basic = basicCredentials(request.headers.authorization);
    const fromHeader = basic === MALFORMED ? null : basic;
    const clientId = fromHeader?.id ?? body.client_id;
    const clientSecret = fromHeader?.secret ?? body.client_secret;
    try {
      if (basic === MALFORMED || !clientId || !clientSecret) throw new InvalidClientError();
      const issued = await this.issueAccessToken.execute({ clientId, clientSecret, scope: body.scope });
      return {
        access_token: issued.token,
        token_type: 'Bearer',
        expires_in: issued.expiresIn,
        scope: issued.scopes.join(' '),
      };
    } catch (error) {
      if (error instanceof InvalidClientError)
        void reply.header('www-authenticate', 'Basic realm="foerdermittel-api"');
      throw error;
    }
  }

  @Get('.well-known/jwks.json')
  @Header('cache-control', 'public, max-age=300')
  @ApiOperation({ operationId: 'getJwks', summary: 'Öffentliche Schlüssel der Zugriffstokens (JWKS)' })
  @ApiOkResponse({
    description: 'JSON Web Key Set (RFC 7517): alle gültigen öffentlichen Schlüssel, der erste signiert.',
    schema: {
      type: 'object',
      required: ['keys'],
      properties: { keys: { type: 'array', items: { type: 'object', additionalProperties: true } } },
    },
  })
  jwks(): { keys: JWK[] } {
    return { keys: this.keys.publicJwks };
  }
}
