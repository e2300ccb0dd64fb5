import type { FuzzRequest } from './fuzz-request';

export interface FuzzResponse {
  status: number;
  headers: Record<string, unknown>;
  body: string;
}

// German if it has an umlaut or a common German word; English framework texts ("Bad Request", "must be a
// string", "FST_ERR_…", "Unexpected token") fail even when a German word happens to be in them. Quoted parts
// ('failed', an enum value) and technical names are not language.
const GERMAN =
  /[äöüÄÖÜß]|\b(der|die|das|den|dem|des|ein|eine|einen|einer|eines|kein|keine|keinen|nicht|ist|sind|sein|muss|darf|wird|wurde|werden|bitte|zu|und|oder|mit|ohne|nur|fehlt|fehlgeschlagen|ungültig|unbekannt\w*|gefunden|erlaubt|angegeben|zahl|zeichen|werte?)\b/i;
const ENGLISH =
  /\b(the|must|should|is|not|found|bad request|invalid|unexpected|cannot|failed|error|internal server|required|unsupported|too large|expected|token|position)\b|FST_/i;
const NOT_LANGUAGE = /'[^']*'|"[^"]*"|`[^`]*`|JSON|Content-Type|API|URL|UUID|OAuth|Webhook/g;

export function isGerman(text: string): boolean {
  return GERMAN.test(text) && !ENGLISH.test(text.replace(NOT_LANGUAGE, ''));
}

const UPPER_SNAKE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)*$/;

function pathOf(url: string): string {
  const path = url.split(/[?#]/)[0] ?? '';
  return path.startsWith('http') ? path.replace(/^https?:\/\/[^/]+/, '') : path;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The documented error shape (spec 7): JSON with a German `error`, an UPPER_SNAKE `code`, optional `issues`. */
function errorBodyProblems(request: FuzzRequest, response: FuzzResponse): string[] {
  const problems: string[] = [];
  const contentType = String(response.headers['content-type'] ?? '');
  if (!contentType.startsWith('application/json'))
    problems.push(`content-type is ${contentType || '(none)'}`);
  let body: unknown;
  try {
    body = JSON.parse(response.body);
  } catch {
    return [...problems, 'body is not JSON'];
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return [...problems, 'body is not an object'];
  const { error, code, issues } = body as Record<string, unknown>;
  if (typeof error !== 'string') problems.push('no string `error`');
  else if (!isGerman(error)) problems.push(`error is not German: ${JSON.stringify(error)}`);
  if (typeof code !== 'string' || !UPPER_SNAKE.test(code))
    problems.push(`code is not UPPER_SNAKE: ${JSON.stringify(code)}`);
  if (issues !== undefined) {
    const list = Array.isArray(issues) ? (issues as Record<string, unknown>[]) : [];
    if (!Array.isArray(issues)) problems.push('issues is not an array');
    for (const issue of list) {
      const pathOk =
        Array.isArray(issue?.path) && issue.path.every((p) => typeof p === 'string' || typeof p === 'number');
      if (!pathOk)
        problems.push(`issue path is not an array of strings and numbers: ${JSON.stringify(issue?.path)}`);
      if (typeof issue?.message !== 'string') problems.push('issue without a string message');
      else if (!isGerman(issue.message))
        problems.push(`issue message is not German: ${JSON.stringify(issue.message)}`);
    }
  }
  // An error that repeats the URL path reflects attacker input (and Fastify's default 404 does exactly that).
  const path = pathOf(request.url);
  if (path.length > 1 && [path, safeDecode(path)].some((p) => response.body.includes(p))) {
    problems.push('body echoes the request path');
  }
  return problems;
}

/** What is wrong with one answer, as short sentences; empty when it is fine. */
export function responseProblems(request: FuzzRequest, response: FuzzResponse): string[] {
  if (!Number.isInteger(response.status) || response.status < 100) return ['no HTTP status'];
  if (response.status >= 500) return [`status ${response.status}`, ...errorBodyProblems(request, response)];
  if (response.status >= 400) return errorBodyProblems(request, response);
  return [];
}
