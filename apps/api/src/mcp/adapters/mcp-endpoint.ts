import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import {
  CallToolRequestSchema,
  ErrorCode,
  ListToolsRequestSchema,
  McpError,
} from '@modelcontextprotocol/sdk/types.js';
import type { TenantScope } from '@libs/shared';
import { invalidParams } from './json-rpc-params';
import { MCP_TOOLS } from './mcp-tool-schemas';
import { UnknownToolError, type McpTools } from './mcp-tools';

export interface McpAnswer {
  status: number;
  body: string;
}

/**
 * One MCP exchange, statelessly (the SDK's Streamable HTTP transport without sessions): a server bound to the
 * caller's tenant scope answers one JSON-RPC message as JSON and is closed. The message is handed over already
 * parsed and authenticated (the app's guard, limits and metering ran first), so no state outlives the call and
 * no tenant's server can ever see another's request.
 */
export class McpEndpoint {
  constructor(private readonly tools: McpTools) {}

  async handle(
    scope: TenantScope,
    message: unknown,
    protocolVersion: string | undefined,
  ): Promise<McpAnswer> {
    const refused = invalidParams(message as Record<string, unknown>);
    if (refused) return { status: 200, body: JSON.stringify(refused) };
    const server = new Server(
      { name: 'foerdermittel-api', version: '2.0.0' },
      {
        capabilities: { tools: {} },
        instructions:
          'Förderprogramme in Deutschland finden (search_programs, upcoming_deadlines), ein Programm lesen ' +
          '(get_program), die Förderung schätzen (calculate_subsidy) und Programme kombinieren (plan_funding).',
      },
    );
    server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: MCP_TOOLS }));
    server.setRequestHandler(CallToolRequestSchema, async (request) => {
      try {
        return await this.tools.call(scope, request.params.name, request.params.arguments);
      } catch (err) {
        if (err instanceof UnknownToolError) throw new McpError(ErrorCode.InvalidParams, err.message);
        throw err;
      }
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      const headers: Record<string, string> = {
        'content-type': 'application/json',
        accept: 'application/json, text/event-stream',
      };
      if (protocolVersion) headers['mcp-protocol-version'] = protocolVersion;
      const request = new Request('http://mcp.local/api/v2/mcp', {
        method: 'POST',
        headers,
        body: JSON.stringify(message),
      });
      const response = await transport.handleRequest(request, { parsedBody: message });
      return { status: response.status, body: await response.text() };
    } finally {
      await server.close();
    }
  }
}
