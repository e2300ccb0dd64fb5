import { strToU8, zipSync } from 'fflate';
import { GobdExportPackager, type CalculationRecord } from '../application/gobd-records.port';
import type { AuditEntry } from '../domain/audit-chain';
import { canonicalJson, sha256Hex } from '../domain/canonical-json';
import { berlinDate } from '../domain/deadlines';
import {
  GDPDU_DTD_NAME,
  gdpduIndexXml,
  toGdpduCsv,
  type GdpduColumn,
  type GdpduTable,
} from '../domain/gdpdu';
import { GDPDU_DTD } from './gdpdu-dtd';

const text = (name: string, description: string, maxLength?: number): GdpduColumn => ({
  name,
  description,
  type: maxLength === undefined ? { kind: 'alphanumeric' } : { kind: 'alphanumeric', maxLength },
});
const amount = (name: string, description: string): GdpduColumn => ({
  name,
  description,
  type: { kind: 'numeric', accuracy: 2 },
});
const date = (name: string, description: string): GdpduColumn => ({
  name,
  description,
  type: { kind: 'date' },
});

/** The period a table covers: its first record's day to the export's day (Berlin dates). */
function validity(instants: Date[], createdAt: Date) {
  const to = berlinDate(createdAt);
  const from = instants.length ? berlinDate(new Date(Math.min(...instants.map((d) => d.getTime())))) : to;
  return { from, to };
}

export function calculationsTable(rows: CalculationRecord[], createdAt: Date): GdpduTable {
  return {
    url: 'berechnungen.csv',
    name: 'Berechnungen',
    description:
      'Gespeicherte Förderberechnungen mit Eingaben, Ergebnis und Regelständen (§ 147 Abs. 1 Nr. 5 AO)',
    primaryKey: [text('id', 'Kennung der Berechnung (UUID)', 36)],
    columns: [
      text('programm_id', 'Kennung des Förderprogramms'),
      text('kanal', 'Kanal der Berechnung'),
      amount('projektbudget_eur', 'Projektbudget in Euro'),
      amount('foerderung_eur', 'Geschätzte Förderung in Euro'),
      date('stichtag', 'Stichtag der Regelstände'),
      date('berechnet_am', 'Tag der Berechnung (Europe/Berlin)'),
      text('berechnet_zeitpunkt', 'Zeitpunkt der Berechnung, ISO 8601 in UTC', 24),
      text('regelstaende', 'Verwendete Regelstände, durch Komma getrennt'),
      text('eingaben_json', 'Angaben des Antragstellers als JSON'),
      text('ergebnis_json', 'Ergebnis der Berechnung als JSON'),
    ],
    validity: validity(
      rows.map((r) => r.computedAt),
      createdAt,
    ),
    rows: rows.map((r) => [
      r.id,
      r.programId,
      r.channel,
      r.projectBudgetEur,
      r.estimatedSubsidyEur,
      r.referenceDate,
      berlinDate(r.computedAt),
      r.computedAt.toISOString(),
      r.ruleVersions.join(', '),
      canonicalJson(r.applicantProfile),
      canonicalJson(r.result),
    ]),
  };
}

export function auditLogTable(entries: AuditEntry[], createdAt: Date): GdpduTable {
  return {
    url: 'audit_log.csv',
    name: 'Audit-Log',
    description:
      'Unveränderbares Änderungsprotokoll; hash = SHA-256(vorheriger Hash + Zeilenumbruch + Eintrag als JSON ' +
      'mit sortierten Schlüsseln über seq, at, action, entityType, entityId, details)',
    primaryKey: [
      { name: 'seq', description: 'Laufende Nummer je Mandant', type: { kind: 'numeric', accuracy: 0 } },
    ],
    columns: [
      date('datum', 'Tag des Eintrags (Europe/Berlin)'),
      text('at', 'Zeitpunkt des Eintrags, ISO 8601 in UTC (Teil des Hashs)', 24),
      text('action', 'Aktion'),
      text('entity_type', 'Art des Objekts'),
      text('entity_id', 'Kennung des Objekts'),
      text('details_json', 'Einzelheiten als JSON mit sortierten Schlüsseln (Teil des Hashs)'),
      text('prev_hash', 'Hash des vorigen Eintrags', 64),
      text('hash', 'Hash dieses Eintrags', 64),
    ],
    validity: validity(
      entries.map((e) => new Date(e.at)),
      createdAt,
    ),
    rows: entries.map((e) => [
      e.seq,
      berlinDate(new Date(e.at)),
      e.at,
      e.action,
      e.entityType,
      e.entityId,
      canonicalJson(e.details),
      e.prevHash,
      e.hash,
    ]),
  };
}

/**
 * The Z3 archive (GoBD Rz. 167, § 147 Abs. 6 Satz 1 Nr. 3 AO): `index.xml` after the GDPdU description
 * standard, the DTD it names, and one CSV per table exactly as described (UTF-8, `;`, CRLF, decimal comma).
 */
export function buildGobdArchive(input: Parameters<GobdExportPackager['pack']>[0]) {
  const tables = [
    calculationsTable(input.calculations, input.createdAt),
    auditLogTable(input.auditLog, input.createdAt),
  ];
  const index = gdpduIndexXml({
    supplier: {
      name: 'Fördermittel-API',
      location: 'Deutschland',
      comment: `Datenträgerüberlassung (Z3, § 147 Abs. 6 AO) für Mandant ${input.tenantId}, erstellt ${input.createdAt.toISOString()}`,
    },
    mediaName: 'Datenträger 1',
    tables,
  });
  const contents: [string, string, number | undefined][] = [
    ['index.xml', index, undefined],
    [GDPDU_DTD_NAME, GDPDU_DTD, undefined],
    ...tables.map((t): [string, string, number] => [t.url, toGdpduCsv(t), t.rows.length]),
  ];
  const zipped: Record<string, Uint8Array> = {};
  const files = contents.map(([name, body, rows]) => {
    zipped[name] = strToU8(body);
    return { name, sha256: sha256Hex(zipped[name]), ...(rows === undefined ? {} : { rows }) };
  });
  // A fixed time stamp inside the ZIP: the archive's bytes depend on the data only.
  return { archive: zipSync(zipped, { level: 6, mtime: input.createdAt }), files };
}

export class ZipGobdExportPackager extends GobdExportPackager {
  pack(input: Parameters<GobdExportPackager['pack']>[0]) {
    return buildGobdArchive(input);
  }
}
