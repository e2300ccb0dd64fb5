import type { FastifyReply } from 'fastify';
import type { AuthenticatedRequest } from '../../platform/auth/authenticated-request';
import type { CredentialFacts } from '../application/evaluation-context';
import { evaluationEtag, noneMatch } from './evaluation-etag';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** Said in each evaluation route's description: evaluations are not API traffic. */
export const FLAG_EVALUATION_LIMIT =
  'Auswertungen zählen nicht gegen das Monatskontingent und nicht gegen das Burst-Limit der API: sie haben ein ' +
  'eigenes Limit je Zugang und Sekunde (Richtlinie `flag-evaluation`; Free 100, Developer 1.000, Scale 5.000, ' +
  'Unlimited 20.000), bei Überschreitung `429` mit `Retry-After`.';

export const ETAG_HEADER = {
  ETag: { description: 'Kennung genau dieser Antwort (für `If-None-Match`).', schema: { type: 'string' } },
} as const;
export const IF_NONE_MATCH = {
  name: 'If-None-Match',
  required: false,
  description:
    'Ein zuvor erhaltenes `ETag`: ist das Ergebnis gleich geblieben, antwortet der Dienst `304` ohne Körper.',
} as const;
export const NOT_MODIFIED = {
  status: 304,
  description: 'Das Ergebnis ist dasselbe wie zum genannten `ETag`; kein Körper.',
  headers: ETAG_HEADER,
} as const;

export function credentialFacts(request: AuthenticatedRequest): CredentialFacts {
  const p = request.principal!;
  return { tenantId: p.tenantId, plan: p.plan, sandbox: p.sandbox };
}

/** Sends a bulk answer with its ETag, or 304 when the client already has these bytes. */
export function sendWithEtag(body: unknown, ifNoneMatch: string | undefined, reply: FastifyReply): string {
  const json = JSON.stringify(body);
  const etag = evaluationEtag(json);
  void reply.header('etag', etag);
  // Answers depend on the credential: no shared cache may keep them, clients revalidate.
  void reply.header('cache-control', 'private, no-cache');
  if (!noneMatch(ifNoneMatch, etag)) {
    void reply.status(304);
    return '';
  }
  void reply.header('content-type', JSON_TYPE);
  return json;
}
