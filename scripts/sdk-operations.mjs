// Writes libs/sdk/src/generated/v2-operations.ts: one typed method per operation of the v2 document, so that
// every v2 route is in the SDK the moment it is in the document (called by scripts/sdk-types.mjs, checked in
// CI with the types). Operations with a hand-written method in libs/sdk/src/client-v2.ts (a friendlier
// signature, kept for compatibility) are left to it; the event stream has its own helper (streamNotifications).
import { readFileSync } from 'node:fs';

const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'];
/** Not a request-response call: the SDK's `streamNotifications` reads it. */
const SKIPPED = new Set(['streamNotifications']);

/** The method names a hand-written class declares (`  name(` at class level). */
export function handWrittenMethods(file) {
  return new Set(
    [...readFileSync(file, 'utf8').matchAll(/^ {2}(?:async )?([a-z][A-Za-z0-9]*)\(/gm)].map((m) => m[1]),
  );
}

function responseKind(operation) {
  const success = Object.entries(operation.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
  const types = success.flatMap(([, response]) => Object.keys(response.content ?? {}));
  if (types.length === 0 || types.some((t) => t === 'application/json' || t.endsWith('+json'))) {
    return { response: 'json' };
  }
  const type = types[0];
  const textual = /^text\/|^image\/svg\+xml$/.test(type);
  return { response: textual ? 'text' : 'blob', accept: type };
}

const quote = (s) => JSON.stringify(s);
/** A JSDoc line: the summary without comment terminators. */
const doc = (s) =>
  String(s ?? '')
    .replace(/\*\//g, '*\\/')
    .replace(/\s+/g, ' ')
    .trim();

export function operationsSource(document, handWritten) {
  const entries = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      if (!operation?.operationId || SKIPPED.has(operation.operationId)) continue;
      if (handWritten.has(operation.operationId)) continue;
      const idempotent = (operation.parameters ?? [])
        .map((p) => (p.$ref ? document.components?.parameters?.[p.$ref.split('/').pop()] : p))
        .some((p) => p?.in === 'header' && p.name.toLowerCase() === 'idempotency-key');
      entries.push({
        id: operation.operationId,
        method,
        path,
        idempotent,
        summary: operation.summary,
        ...responseKind(operation),
      });
    }
  }
  entries.sort((a, b) => a.id.localeCompare(b.id));
  const specs = entries
    .map((e) => {
      const accept = e.accept ? `, accept: ${quote(e.accept)}` : '';
      return `  ${e.id}: { method: ${quote(e.method.toUpperCase())}, path: ${quote(e.path)}, idempotent: ${e.idempotent}, response: ${quote(e.response)}${accept} },`;
    })
    .join('\n');
  const methods = entries
    .map(
      (e) => `
  /** ${e.method.toUpperCase()} ${e.path}${e.summary ? `: ${doc(e.summary)}` : ''} (${e.id}) */
  ${e.id}(...[input, options]: Args<operations[${quote(e.id)}]>): Promise<OperationResult<operations[${quote(e.id)}]>> {
    return callOperation(this.send, V2_OPERATIONS.${e.id}, input as Input, options);
  }`,
    )
    .join('\n');
  return `/**
 * Generated from the Fördermittel API's v2 OpenAPI document by \`npm run sdk:generate\` (scripts/sdk-operations.mjs).
 * Do not edit: change the controllers and DTOs in apps/api and regenerate. CI checks that this file is up to date.
 */
import type { operations } from './v2.js';
import { callOperation, type CallOptions, type NoInput, type OperationInput, type OperationResult, type OperationSpec, type Send } from '../operations.js';

type Input = Parameters<typeof callOperation>[2];
/** No input needed: both arguments optional; else the input first. */
type Args<O> = NoInput<O> extends true
  ? [input?: OperationInput<O>, options?: CallOptions]
  : [input: OperationInput<O>, options?: CallOptions];

/** Method, path and answer of every generated operation. */
export const V2_OPERATIONS = {
${specs}
} as const satisfies Record<string, OperationSpec>;

/** One method per v2 operation (by its operationId), typed from the document. */
export abstract class GeneratedV2Operations {
  constructor(protected readonly send: Send) {}
${methods}
}
`;
}
