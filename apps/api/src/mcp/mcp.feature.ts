import type { Feature } from '../platform/features/feature';
import { McpModule } from './mcp.module';

/** `POST /api/v2/mcp`: the Model Context Protocol endpoint for AI assistants (ADR 0023). */
export const mcpFeature: Feature = { name: 'mcp', module: McpModule };
