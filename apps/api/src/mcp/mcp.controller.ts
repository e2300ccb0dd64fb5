import {
  applyDecorators,
  Body,
  Controller,
  Delete,
  Get,
  Headers,
  HttpCode,
  HttpException,
  Post,
  Res,
} from '@nestjs/common';
import { ApiBody, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ErrorResponseDto } from '../platform/errors/error-response.dto';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { RequestValidationError } from '../platform/errors/request-validation.error';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { jsonRpcIssues } from './adapters/json-rpc-message';
import { McpEndpoint } from './adapters/mcp-endpoint';

const DESCRIPTION = `
Model Context Protocol (MCP, Transport "Streamable HTTP", zustandslos) für KI-Assistenten: JSON-RPC 2.0 im Körper,
Antwort als JSON. Werkzeuge: \`search_programs\`, \`get_program\`, \`calculate_subsidy\`, \`plan_funding\`,
\`upcoming_deadlines\` (\`tools/list\` nennt ihre JSON-Schemas). Authentifiziert wie jeder Aufruf (API-Schlüssel
oder Token), jede Anfrage zählt zum Kontingent; jedes Werkzeug sieht nur die Daten des eigenen Mandanten.
Kein Sitzungszustand: \`GET\` (Server-Sent Events) und \`DELETE\` (Sitzungsende) gibt es nicht, beide antworten 405
mit \`Allow: POST\`. Ein Körper, der keine JSON-RPC-Anfrage oder -Benachrichtigung ist, wird mit 400 abgelehnt.
Parameter einer Methode in falscher Form (\`tools/call\` ohne \`params\`, \`arguments\` kein Objekt) beantwortet die
JSON-RPC-Antwort mit \`-32602\` (Invalid params), deutscher Meldung und \`data.issues\`; ungültige Werte in den
\`arguments\` eines Werkzeugs sind ein Werkzeugfehler (\`isError\`) mit demselben 400-Körper wie die REST-Route.
`;

/** The transport's other methods (Streamable HTTP): a stateless server offers neither. */
const NOT_OFFERED = `Nicht angeboten: der Endpunkt ist zustandslos und nimmt nur \`POST\` an (MCP, Transport
"Streamable HTTP": ein Server ohne Ereignisstrom bzw. ohne Sitzungen antwortet 405). Antwort 405 mit
\`Allow: POST\`.`;
/** The responses of both methods the endpoint does not offer (`GET`, `DELETE`). */
const NotOfferedResponses = applyDecorators(
  ApiResponse({
    status: 405,
    description: 'Methode nicht angeboten.',
    type: ErrorResponseDto,
    headers: {
      Allow: { description: 'Die angebotene Methode.', schema: { type: 'string', enum: ['POST'] } },
    },
  }),
  ApiErrorResponses(401, 403, 429),
);

/** `POST /api/v2/mcp`: the MCP endpoint (ADR 0023). */
@ApiTags('MCP')
@Controller('api/v2/mcp')
export class McpController {
  constructor(private readonly endpoint: McpEndpoint) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'mcp',
    summary: 'MCP-Endpunkt für KI-Assistenten',
    description: DESCRIPTION.trim(),
  })
  @ApiBody({
    description: 'Eine JSON-RPC-2.0-Nachricht des MCP (z. B. `initialize`, `tools/list`, `tools/call`).',
    schema: {
      type: 'object',
      required: ['jsonrpc', 'method'],
      properties: {
        jsonrpc: { type: 'string', enum: ['2.0'] },
        id: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
        method: { type: 'string', example: 'tools/list' },
        params: { type: 'object' },
      },
    },
  })
  @ApiOkResponse({
    description: 'Die JSON-RPC-Antwort (`result` oder `error`).',
    schema: {
      type: 'object',
      required: ['jsonrpc'],
      properties: {
        jsonrpc: { type: 'string', enum: ['2.0'] },
        id: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
        result: {
          type: 'object',
          additionalProperties: true,
          description: 'Ergebnis (z. B. `tools`, `content`).',
        },
        error: {
          type: 'object',
          additionalProperties: true,
          description: 'JSON-RPC-Fehler (`code`, `message`), z. B. für ein unbekanntes Werkzeug.',
        },
      },
    },
  })
  @ApiResponse({ status: 202, description: 'Benachrichtigung angenommen; kein Körper.' })
  @ApiErrorResponses(400, 401, 403, 429)
  async handle(
    @CurrentScope() scope: TenantScope,
    @Body() body: unknown,
    @Headers('mcp-protocol-version') protocolVersion: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const issues = jsonRpcIssues(body);
    if (issues.length > 0) throw new RequestValidationError(issues);
    const answer = await this.endpoint.handle(scope, body, protocolVersion);
    // The SDK's transport refused what passed our checks (e.g. an unsupported protocol version header).
    if (answer.status >= 400)
      throw new RequestValidationError([
        { path: [], message: 'Keine gültige MCP-Nachricht (JSON-RPC 2.0, unterstützte Protokollversion).' },
      ]);
    void reply.status(answer.status);
    if (answer.body !== '') void reply.header('content-type', 'application/json; charset=utf-8');
    return answer.body;
  }

  @Get()
  @ApiOperation({
    operationId: 'mcpStream',
    summary: 'MCP-Ereignisstrom (nicht angeboten)',
    description: NOT_OFFERED,
  })
  @NotOfferedResponses
  stream(@Res({ passthrough: true }) reply: FastifyReply): never {
    return notOffered(reply);
  }

  @Delete()
  @ApiOperation({
    operationId: 'mcpEndSession',
    summary: 'MCP-Sitzung beenden (nicht angeboten)',
    description: NOT_OFFERED,
  })
  @NotOfferedResponses
  endSession(@Res({ passthrough: true }) reply: FastifyReply): never {
    return notOffered(reply);
  }
}

/** 405 with `Allow` (RFC 9110, 15.5.6): the global filter writes the German METHOD_NOT_ALLOWED body. */
function notOffered(reply: FastifyReply): never {
  void reply.header('allow', 'POST');
  throw new HttpException('Method Not Allowed', 405);
}
