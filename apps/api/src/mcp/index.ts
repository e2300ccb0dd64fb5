/** The MCP module's public port: nothing but its module (assistants reach it over HTTP; no feature uses it). */
export { McpModule } from './mcp.module';
