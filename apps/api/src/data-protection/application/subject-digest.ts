import type { TenantId } from '@libs/shared';
import type { SubjectIdentifier } from '../../platform/features/data-inventory';
import { sha256Hex } from '../domain/canonical-json';

/** E-mail addresses compare case-insensitively in practice; other identifiers are ids and compare exactly. */
export function normaliseSubjectValue(identifier: SubjectIdentifier, value: string): string {
  return identifier === 'email' ? value.trim().toLowerCase() : value.trim();
}

/**
 * What remains of the identifier once a request is done: a digest bound to the tenant, so the receipt can be
 * matched to a later request about the same person without keeping who it was in plain text. It is still a
 * pseudonym in the sense of Art. 4(5) DSGVO and listed as such in the inventory.
 */
export function subjectDigest(tenantId: TenantId, identifier: SubjectIdentifier, value: string): string {
  return sha256Hex(`${tenantId}\n${identifier}\n${value}`);
}
