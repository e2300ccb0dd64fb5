import { chainHash, GENESIS_HASH, verifyChain, type AuditEntry } from './audit-chain';
import { canonicalJson } from './canonical-json';

function chain(n: number): [AuditEntry, AuditEntry, AuditEntry, AuditEntry] {
  const entries: AuditEntry[] = [];
  let prevHash = GENESIS_HASH;
  for (let seq = 1; seq <= n; seq++) {
    const content = {
      seq,
      at: `2026-11-23T10:00:0${seq}.000Z`,
      action: 'dsgvo.erasure_requested',
      entityType: 'dsgvo_request',
      entityId: `r${seq}`,
      details: { rows: seq, nested: { b: 1, a: 2 } },
    };
    const hash = chainHash(prevHash, content);
    entries.push({ ...content, prevHash, hash });
    prevHash = hash;
  }
  return entries as [AuditEntry, AuditEntry, AuditEntry, AuditEntry];
}

describe('hash-chained audit log', () => {
  it('verifies an intact chain and names its head', () => {
    const entries = chain(4);
    expect(verifyChain(entries)).toEqual({
      entries: 4,
      head: { seq: 4, hash: entries[3].hash },
      brokenAt: null,
    });
    expect(verifyChain([])).toEqual({ entries: 0, head: { seq: 0, hash: GENESIS_HASH }, brokenAt: null });
  });

  it('names the first broken link when an entry was changed', () => {
    const entries = chain(4);
    entries[2] = { ...entries[2], details: { rows: 99 } };
    expect(verifyChain(entries).brokenAt).toEqual({ seq: 3, reason: 'hash_mismatch' });
  });

  it('names a removed entry and a rewritten link', () => {
    const entries = chain(4);
    expect(verifyChain([entries[0], entries[2], entries[3]]).brokenAt).toEqual({
      seq: 3,
      reason: 'sequence_gap',
    });
    const relinked = chain(4);
    relinked[1] = { ...relinked[1], prevHash: GENESIS_HASH };
    expect(verifyChain(relinked).brokenAt?.seq).toBe(2);
  });

  it('finds entries removed at the start: the chain must begin with seq 1 on the genesis hash', () => {
    const entries = chain(4);
    // The rest still links correctly among itself; only the missing start shows the cut.
    expect(verifyChain(entries.slice(1))).toMatchObject({
      head: { seq: 0, hash: GENESIS_HASH },
      brokenAt: { seq: 2, reason: 'start_missing' },
    });
    expect(verifyChain(entries.slice(2)).brokenAt).toEqual({ seq: 3, reason: 'start_missing' });
    // A first entry claiming another predecessor than the genesis.
    const forged = { ...entries[0], prevHash: 'f'.repeat(64) };
    expect(verifyChain([forged]).brokenAt).toEqual({ seq: 1, reason: 'prev_hash_mismatch' });
  });

  it('finds entries removed at the end only against a head kept outside', () => {
    const entries = chain(4);
    const kept = { seq: 4, hash: entries[3].hash };
    const cut = entries.slice(0, 2);
    // Without an anchor a shortened chain is valid in itself: that is why the head is handed out.
    expect(verifyChain(cut).brokenAt).toBeNull();
    expect(verifyChain(cut, kept)).toMatchObject({
      head: { seq: 2, hash: entries[1].hash },
      brokenAt: { seq: 4, reason: 'head_missing' },
    });
    // The anchor still in the chain (later entries are fine), or the empty chain's genesis head.
    expect(verifyChain(entries, kept).brokenAt).toBeNull();
    expect(verifyChain(entries, { seq: 2, hash: entries[1].hash }).brokenAt).toBeNull();
    expect(verifyChain(entries, { seq: 0, hash: GENESIS_HASH }).brokenAt).toBeNull();
    expect(verifyChain([], kept).brokenAt).toEqual({ seq: 4, reason: 'head_missing' });
  });

  it('finds a tail rebuilt with valid hashes that no longer holds the kept head', () => {
    const entries = chain(4);
    const kept = { seq: 4, hash: entries[3].hash };
    // Entries 3 and 4 replaced by a consistent, re-hashed tail (someone with write access to the table).
    const content = { ...entries[2], details: { rows: 0 } };
    const { prevHash: _p, hash: _h, ...c3 } = content;
    const rebuilt3 = { ...c3, prevHash: entries[1].hash, hash: chainHash(entries[1].hash, c3) };
    const c4 = { ...c3, seq: 4, entityId: 'r4' };
    const rebuilt4 = { ...c4, prevHash: rebuilt3.hash, hash: chainHash(rebuilt3.hash, c4) };
    const rewritten = [entries[0], entries[1], rebuilt3, rebuilt4];
    expect(verifyChain(rewritten).brokenAt).toBeNull();
    expect(verifyChain(rewritten, kept).brokenAt).toEqual({ seq: 4, reason: 'head_mismatch' });
  });

  it('hashes a canonical form: key order does not matter, values do', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: null, c: 'x' }] })).toBe('{"a":[1,{"c":"x","d":null}],"b":1}');
  });
});
