import { createHash } from 'node:crypto';
import { checkActorId } from './event-validation';

/**
 * Bands of the estimated subsidy a `calculation.created` server event carries instead of the figure: enough
 * for a funnel broken down by size, too coarse to single out an applicant's project.
 */
const AMOUNT_BANDS: [number, string][] = [
  [10_000, 'unter 10.000'],
  [50_000, '10.000-50.000'],
  [250_000, '50.000-250.000'],
  [1_000_000, '250.000-1.000.000'],
];

export function amountBand(eur: number): string {
  for (const [limit, band] of AMOUNT_BANDS) if (eur < limit) return band;
  return 'ab 1.000.000';
}

/**
 * The actor of a server-side event, pseudonymous either way: the caller's `X-Actor-Id` (its own pseudonymous
 * id for the end user, checked like an ingested `actorId`: no e-mail address, no placeholder, no inner
 * space), else the credential that made the call, hashed (`key:` and 32 hex digits) so that the stored id
 * says nothing about the credential and cannot be used as one. Without either: null (nothing is recorded).
 */
export function serverActorId(header: string | undefined, credentialId: string | undefined): string | null {
  if (header !== undefined && checkActorId(header) === null) return header;
  if (!credentialId) return null;
  return credentialActorId(credentialId);
}

/** The actor id of a credential's own server events: `key:` and 32 hex digits of a SHA-256 (a pseudonym). */
export function credentialActorId(credentialId: string): string {
  return `key:${createHash('sha256').update(`analytics-actor:${credentialId}`).digest('hex').slice(0, 32)}`;
}
