import {
  CallToolRequestSchema,
  ErrorCode,
  InitializeRequestSchema,
  ListToolsRequestSchema,
  PingRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import type { ValidationIssue } from '../../platform/errors/request-validation.error';

/** The request schemas of the methods this server answers, as the SDK itself parses them. */
const SCHEMAS = {
  initialize: InitializeRequestSchema,
  ping: PingRequestSchema,
  'tools/list': ListToolsRequestSchema,
  'tools/call': CallToolRequestSchema,
} as const;

const TYPES: Record<string, string> = {
  object: 'ein JSON-Objekt',
  record: 'ein JSON-Objekt',
  string: 'eine Zeichenkette',
  number: 'eine Zahl',
  int: 'eine ganze Zahl',
  boolean: 'true oder false',
  array: 'ein Array',
};

/** A JSON-RPC error answer: `-32602 Invalid params` with a German message and the issues per field. */
export interface InvalidParamsAnswer {
  jsonrpc: '2.0';
  id: string | number;
  error: { code: number; message: string; data: { issues: ValidationIssue[] } };
}

interface ZodIssueLike {
  code: string;
  path: PropertyKey[];
  expected?: string;
}

const valueAt = (root: unknown, path: PropertyKey[]): unknown =>
  path.reduce<unknown>(
    (v, key) => (typeof v === 'object' && v !== null ? (v as Record<PropertyKey, unknown>)[key] : undefined),
    root,
  );

function germanIssue(message: unknown, issue: ZodIssueLike): ValidationIssue {
  const path = issue.path.filter((k): k is string | number => typeof k !== 'symbol');
  if (issue.code === 'invalid_type') {
    if (valueAt(message, issue.path) === undefined) return { path, message: 'Pflichtfeld fehlt.' };
    const type = issue.expected ? TYPES[issue.expected] : undefined;
    return { path, message: type ? `Muss ${type} sein.` : 'Hat den falschen Typ.' };
  }
  return { path, message: 'Unzulässiger Wert.' };
}

/**
 * The params of a request for one of the server's methods, checked before the SDK sees them. The SDK parses
 * them with its own schemas, and a failure there is thrown as a plain error: the client would get `-32603
 * Internal error` with an English schema dump for what is the caller's mistake. JSON-RPC 2.0 (section 5.1)
 * and MCP name it `-32602 Invalid params`; the message and the issues are German, like every 400 of the API.
 * Only the request's shape is checked here (is there a tool name, are the arguments an object): what the
 * arguments hold is the tool's to check, answered as a tool error with the route's 400 body (MCP 2025-11-25,
 * "Error Handling": input validation errors are tool execution errors, so the model can correct them).
 * Notifications get no answer, so only requests (with an id) are checked.
 */
export function invalidParams(message: Record<string, unknown>): InvalidParamsAnswer | null {
  const { id, method } = message;
  if (id === undefined || typeof method !== 'string' || !Object.hasOwn(SCHEMAS, method)) return null;
  const parsed = SCHEMAS[method as keyof typeof SCHEMAS].safeParse(message);
  if (parsed.success) return null;
  const issues = (parsed.error.issues as ZodIssueLike[]).map((issue) => germanIssue(message, issue));
  const where = issues.map((i) => i.path.join('.') || '(Nachricht)').join(', ');
  return {
    jsonrpc: '2.0',
    id: id as string | number,
    error: {
      code: ErrorCode.InvalidParams,
      message: `Ungültige Parameter für ${method}: ${where}.`,
      data: { issues },
    },
  };
}
