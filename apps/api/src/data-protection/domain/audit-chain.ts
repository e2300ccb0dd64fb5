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

/** A chain's last entry (`seq` 0 and the genesis hash for an empty chain): what a holder keeps as an anchor. */
export interface ChainHead {
  seq: number;
  hash: string;
}

export type ChainBreakReason =
  | 'hash_mismatch'
  | 'prev_hash_mismatch'
  | 'sequence_gap'
  | 'start_missing'
  | 'head_missing'
  | 'head_mismatch';

export const CHAIN_BREAK_REASONS: readonly ChainBreakReason[] = [
  'hash_mismatch',
  'prev_hash_mismatch',
  'sequence_gap',
  'start_missing',
  'head_missing',
  'head_mismatch',
];

/** SHA-256 over the previous hash and the canonical entry: changing any entry breaks every later link. */
export function chainHash(prevHash: string, content: AuditEntryContent): string {
  return sha256Hex(`${prevHash}\n${canonicalJson(content)}`);
}

export interface ChainVerification {
  entries: number;
  /** The last entry up to which the chain holds (the whole chain's head when it is intact). */
  head: ChainHead;
  /** The first entry whose link does not hold, or null when the whole chain does. */
  brokenAt: { seq: number; reason: ChainBreakReason } | null;
}

const GENESIS: ChainHead = { seq: 0, hash: GENESIS_HASH };

/**
 * Walks the entries in order from the genesis: the first must be seq 1 linked to the genesis hash (the log is
 * never pruned, ADR 0017), every later one the next seq linked to its predecessor. So removing entries at the
 * start or in the middle, or rewriting one, is found from the chain alone. Removing the newest entries leaves
 * a shorter chain that is valid in itself: only a head kept outside the database (from an earlier GoBD answer
 * or a Z3 export) shows it, so `expectedHead` is checked to still be in the chain, unchanged.
 */
export function verifyChain(entries: readonly AuditEntry[], expectedHead?: ChainHead): ChainVerification {
  let head = GENESIS;
  const broken = (seq: number, reason: ChainBreakReason): ChainVerification => ({
    entries: entries.length,
    head,
    brokenAt: { seq, reason },
  });
  for (const entry of entries) {
    if (entry.seq !== head.seq + 1)
      return broken(entry.seq, head.seq === 0 ? 'start_missing' : 'sequence_gap');
    if (entry.prevHash !== head.hash) return broken(entry.seq, 'prev_hash_mismatch');
    const { prevHash, hash, ...content } = entry;
    if (chainHash(prevHash, content) !== hash) return broken(entry.seq, 'hash_mismatch');
    head = { seq: entry.seq, hash: entry.hash };
  }
  if (expectedHead) {
    if (expectedHead.seq > head.seq) return broken(expectedHead.seq, 'head_missing');
    const held = expectedHead.seq === 0 ? GENESIS : entries[expectedHead.seq - 1]!;
    if (held.hash !== expectedHead.hash) return broken(expectedHead.seq, 'head_mismatch');
  }
  return { entries: entries.length, head, brokenAt: null };
}
