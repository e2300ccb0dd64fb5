import { strFromU8 } from 'fflate';
import { createHash } from 'node:crypto';
import { buildGobdArchive } from '../../apps/api/src/data-protection/adapters/gobd-export-archive';
import type { CalculationRecord } from '../../apps/api/src/data-protection/application/gobd-records.port';
import {
  chainHash,
  GENESIS_HASH,
  type AuditEntry,
} from '../../apps/api/src/data-protection/domain/audit-chain';
import { checkZ3Archive } from '../support/gdpdu-check';

/** The Z3 archive on its own: no database, libxml2's DTD validation (xmllint or its WebAssembly build). */
describe('GoBD Z3 archive (index.xml after the GDPdU description standard)', () => {
  const createdAt = new Date('2026-11-23T10:00:00Z');
  const calculation = (id: string, over: Partial<CalculationRecord> = {}): CalculationRecord => ({
    id,
    programId: 'kfw-261',
    channel: 'calculations',
    projectBudgetEur: '120000.00',
    estimatedSubsidyEur: '30000.50',
    ruleVersions: ['kfw-261@2026-01', 'bafa@2025-07'],
    referenceDate: '2026-01-31',
    computedAt: new Date('2025-03-10T23:30:00Z'),
    applicantProfile: { name: 'Müller; "Bau" GmbH', note: 'Zeile 1\r\nZeile 2' },
    result: { rate: 0.25 },
    ...over,
  });
  const audit = (n: number): AuditEntry[] => {
    const out: AuditEntry[] = [];
    let prev = GENESIS_HASH;
    for (let seq = 1; seq <= n; seq++) {
      const content = {
        seq,
        at: new Date(Date.UTC(2026, 0, seq)).toISOString(),
        action: 'dpia.created',
        entityType: 'dpia',
        entityId: `id-${seq}`,
        details: { outcome: 'likely', n: seq },
      };
      const hash = chainHash(prev, content);
      out.push({ ...content, prevHash: prev, hash });
      prev = hash;
    }
    return out;
  };

  it('validates against the DTD, and every CSV matches its description', () => {
    const { archive, files } = buildGobdArchive({
      tenantId: '00000000-0000-4000-8000-000000000001',
      createdAt,
      calculations: [calculation('c-1'), calculation('c-2', { estimatedSubsidyEur: '0.00' })],
      auditLog: audit(3),
    });
    const { files: unpacked, records } = checkZ3Archive(archive);
    expect(Object.keys(unpacked).sort()).toEqual(
      ['audit_log.csv', 'berechnungen.csv', 'gdpdu-01-09-2004.dtd', 'index.xml'].sort(),
    );
    // The hashes named in the export are those of the files in the archive.
    for (const f of files)
      expect(createHash('sha256').update(unpacked[f.name]!).digest('hex')).toBe(f.sha256);
    expect(files.find((f) => f.name === 'berechnungen.csv')?.rows).toBe(2);
    expect(records['berechnungen.csv']).toHaveLength(2);
    const [first] = records['berechnungen.csv']!;
    // Amounts with the decimal comma; 23:30 UTC on 10 March is 11 March in Germany.
    expect(first!.slice(0, 7)).toEqual([
      'c-1',
      'kfw-261',
      'calculations',
      '120000,00',
      '30000,50',
      '31.01.2026',
      '11.03.2025',
    ]);
    // Text with ; quotes and line breaks survives as one field.
    expect(JSON.parse(first![9]!)).toEqual({ name: 'Müller; "Bau" GmbH', note: 'Zeile 1\r\nZeile 2' });
    // The audit log's rows recompute: the auditor can verify the chain from the CSV alone.
    const rows = records['audit_log.csv']!;
    expect(rows).toHaveLength(3);
    for (const r of rows) {
      const [seq, , at, action, entityType, entityId, details, prevHash, hash] = r;
      const content = {
        seq: Number(seq),
        at: at!,
        action: action!,
        entityType: entityType!,
        entityId: entityId!,
        details: JSON.parse(details!),
      };
      expect(chainHash(prevHash!, content)).toBe(hash);
    }
    expect(strFromU8(unpacked['index.xml']!)).toContain('<Validity>');
  });

  it('is still valid with no records at all (a new tenant)', () => {
    const { archive } = buildGobdArchive({ tenantId: 't', createdAt, calculations: [], auditLog: [] });
    const { records } = checkZ3Archive(archive);
    expect(records).toEqual({ 'berechnungen.csv': [], 'audit_log.csv': [] });
  });

  it('would catch a broken description (the check is not vacuous)', () => {
    const { archive } = buildGobdArchive({ tenantId: 't', createdAt, calculations: [], auditLog: [] });
    const { unzipSync, zipSync, strToU8 } = jest.requireActual<typeof import('fflate')>('fflate');
    const files = unzipSync(archive);
    files['index.xml'] = strToU8(strFromU8(files['index.xml']!).replace('<Version>1.0</Version>', ''));
    // The DTD requires <Version>: xmllint (the system's or libxml2 as WebAssembly) rejects the index.
    expect(() => checkZ3Archive(zipSync(files))).toThrow(/DTD validation: .*Version/s);
  });
});
