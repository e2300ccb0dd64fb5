import { canonicalJson, sha256Hex } from './canonical-json';

/** The hash before a tenant's first entry. */
export const GENESIS_HASH = '0'.repeat(64);

/** What an entry says; no personal data (ids of records, counts, names of actions). */
export interface AuditEntryContent {
  seq: number;
  at: string;
  action: string;
  entityType: string;
  entityId: string;
  details: Record<string, unknown>;
}

export interface AuditEntry extends AuditEntryContent {
  prevHash: string;
  hash: string;
}

/** SHA-256 over the previous hash and the canonical entry: changing any entry breaks every later link. */
export function chainHash(prevHash: string, content: AuditEntryContent): string {
  return sha256Hex(`${prevHash}\n${canonicalJson(content)}`);
}

export interface ChainVerification {
  entries: number;
  headHash: string;
  /** The first entry whose link does not hold, or null when the whole chain does. */
  brokenAt: { seq: number; reason: 'hash_mismatch' | 'prev_hash_mismatch' | 'sequence_gap' } | null;
}

/**
 * Walks the entries in order. The first entry is anchored on its stored `prevHash` (the genesis hash unless
 * older entries were removed after their retention), every later one on its predecessor's hash.
 */
export function verifyChain(entries: readonly AuditEntry[]): ChainVerification {
  let prev: AuditEntry | undefined;
  for (const entry of entries) {
    if (prev && entry.seq !== prev.seq + 1)
      return {
        entries: entries.length,
        headHash: prev.hash,
        brokenAt: { seq: entry.seq, reason: 'sequence_gap' },
      };
    if (prev && entry.prevHash !== prev.hash)
      return {
        entries: entries.length,
        headHash: prev.hash,
        brokenAt: { seq: entry.seq, reason: 'prev_hash_mismatch' },
      };
    const { prevHash, hash, ...content } = entry;
    if (chainHash(prevHash, content) !== hash)
      return {
        entries: entries.length,
        headHash: prev?.hash ?? GENESIS_HASH,
        brokenAt: { seq: entry.seq, reason: 'hash_mismatch' },
      };
    prev = entry;
  }
  return { entries: entries.length, headHash: prev?.hash ?? GENESIS_HASH, brokenAt: null };
}
