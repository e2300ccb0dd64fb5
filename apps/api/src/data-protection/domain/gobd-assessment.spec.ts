import { assessGobd, type GobdFacts } from './gobd-assessment';

const facts = (over: Partial<GobdFacts> = {}): GobdFacts => ({
  verifiedAt: new Date('2026-11-23T10:00:00Z'),
  chain: { entries: 3, head: { seq: 3, hash: 'a'.repeat(64) }, brokenAt: null },
  statutoryRules: ['calculations: 6 Jahre (§ 147 Abs. 1 Nr. 5, Abs. 3 AO)'],
  describedTables: 20,
  lastRetentionRun: new Date('2026-11-23T02:30:00Z'),
  calculations: 5,
  lastZ3Export: null,
  ...over,
});
const status = (f: GobdFacts) => Object.fromEntries(assessGobd(f).map((p) => [p.id, p.status]));

describe('GoBD evidence per principle', () => {
  it('covers the ten principles, each with evidence and its source, never a single verdict', () => {
    const principles = assessGobd(facts());
    expect(principles).toHaveLength(10);
    for (const p of principles) {
      expect(p.evidence.length).toBeGreaterThan(0);
      expect(p.source).toMatch(/Rz\./);
    }
    expect(status(facts())).toMatchObject({ unveraenderbarkeit: 'evidenced', aufbewahrung: 'evidenced' });
  });

  it('reports a broken chain as missing immutability, naming the entry', () => {
    const broken = facts({
      chain: {
        entries: 3,
        head: { seq: 1, hash: 'b'.repeat(64) },
        brokenAt: { seq: 2, reason: 'hash_mismatch' },
      },
    });
    expect(status(broken)).toMatchObject({ unveraenderbarkeit: 'missing', nachvollziehbarkeit: 'missing' });
    const immutability = assessGobd(broken).find((p) => p.id === 'unveraenderbarkeit')!;
    expect(immutability.evidence[0]!.detail).toMatch(/Eintrag 2/);
  });

  it('is only partial on retention without a recent retention run', () => {
    expect(status(facts({ lastRetentionRun: null })).aufbewahrung).toBe('partial');
    expect(status(facts({ lastRetentionRun: new Date('2026-11-19T02:30:00Z') })).aufbewahrung).toBe(
      'partial',
    );
  });

  describe('data access (Z3) rests on an export that was built, not on the route existing', () => {
    const export1 = { at: new Date('2026-11-20T09:00:00Z'), archiveSha256: 'c'.repeat(64) };
    const broken = {
      entries: 3,
      head: { seq: 1, hash: 'b'.repeat(64) },
      brokenAt: { seq: 2, reason: 'hash_mismatch' as const },
    };
    it.each([
      ['no export yet', facts(), 'partial', /POST \/api\/v2\/compliance\/gobd\/export.*noch kein Z3-Export/],
      [
        'an export in an intact chain',
        facts({ lastZ3Export: export1 }),
        'evidenced',
        /letzter Z3-Export 2026-11-20T09:00:00.000Z, Archiv SHA-256 c{64} \(Eintrag in der geprüften Kette\)/,
      ],
      [
        'an export in a broken chain',
        facts({ lastZ3Export: export1, chain: broken }),
        'partial',
        /Kette gebrochen, Eintrag nicht gesichert/,
      ],
    ] as const)('%s → %s', (_case, f, expected, detail) => {
      const access = assessGobd(f).find((p) => p.id === 'datenzugriff')!;
      expect(access.status).toBe(expected);
      expect(access.evidence.map((e) => e.detail).join(' ')).toMatch(detail);
    });
  });
});
