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
    expect(verifyChain(entries)).toEqual({ entries: 4, headHash: entries[3].hash, brokenAt: null });
    expect(verifyChain([])).toEqual({ entries: 0, headHash: GENESIS_HASH, brokenAt: null });
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

  it('hashes a canonical form: key order does not matter, values do', () => {
    expect(canonicalJson({ b: 1, a: [1, { d: null, c: 'x' }] })).toBe('{"a":[1,{"c":"x","d":null}],"b":1}');
  });
});
