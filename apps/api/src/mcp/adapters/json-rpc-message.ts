import type { ValidationIssue } from '../../platform/errors/request-validation.error';

const KNOWN = new Set(['jsonrpc', 'id', 'method', 'params']);

/**
 * Whether a body is a JSON-RPC 2.0 request or notification as MCP sends them, with a German issue per field
 * when not (the 400 ValidationErrorResponse of every route; the SDK's own refusals are English and would
 * name nothing). MCP (2025-06-18 on) has no batches, and a stateless server sends no requests a client could
 * answer, so responses are refused too.
 */
export function jsonRpcIssues(body: unknown): ValidationIssue[] {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return [{ path: [], message: 'Muss ein JSON-Objekt sein (eine JSON-RPC-2.0-Nachricht).' }];
  const message = body as Record<string, unknown>;
  const issues: ValidationIssue[] = Object.keys(message)
    .filter((key) => !KNOWN.has(key))
    .map((key) => ({ path: [key], message: 'Unbekanntes Feld: nicht erlaubt.' }));
  if (message.jsonrpc !== '2.0') issues.push({ path: ['jsonrpc'], message: 'Muss "2.0" sein.' });
  const { method, id, params } = message;
  if (typeof method !== 'string' || method.length === 0 || method.length > 200)
    issues.push({ path: ['method'], message: 'Muss der Name einer MCP-Methode sein (z. B. "tools/list").' });
  const validId =
    (typeof id === 'string' && id.length <= 200) || (typeof id === 'number' && Number.isSafeInteger(id));
  if (id !== undefined && !validId)
    issues.push({
      path: ['id'],
      message: 'Muss eine Zeichenkette (höchstens 200 Zeichen) oder eine ganze Zahl sein.',
    });
  if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params)))
    issues.push({ path: ['params'], message: 'Muss ein JSON-Objekt sein.' });
  return issues;
}
