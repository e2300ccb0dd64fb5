/**
 * How many calls an instance takes from the shared counter at once (ADR 0026). A block is at most a sixteenth
 * of what remains under the ceiling (so several instances holding blocks leave most of the rest unclaimed,
 * and near the end blocks are 1 and the last calls are exact), at least the calls waiting for it, never more
 * than remains, and at most `LEASE_MAX_BLOCK`. The Redis script and the PostgreSQL statement compute the
 * same; this is their reference (and the in-memory store's).
 */
export const LEASE_DIVISOR = 16;
export const LEASE_MAX_BLOCK = 1_000;

export function leaseSize(remaining: number, want: number): number {
  if (remaining <= 0) return 0;
  const share = Math.min(LEASE_MAX_BLOCK, Math.floor(remaining / LEASE_DIVISOR));
  return Math.min(remaining, Math.max(want, share, 1));
}

/** A grant from the shared counter: `size` calls numbered `total - size + 1` … `total` (size 0: none left). */
export interface LeaseGrant {
  size: number;
  total: number;
}
