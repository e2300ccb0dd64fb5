import { citeProvision, type CitedSource } from '@libs/shared';
import type { ChainVerification } from './audit-chain';

/**
 * `not_assessable`: the requirement applies, but the service can collect no fact about it (named in the
 * evidence); never reported as `evidenced` or `missing` on a guess.
 */
export type EvidenceStatus = 'evidenced' | 'partial' | 'missing' | 'not_applicable' | 'not_assessable';

export const EVIDENCE_STATUSES: readonly EvidenceStatus[] = [
  'evidenced',
  'partial',
  'missing',
  'not_applicable',
  'not_assessable',
];

export interface Evidence {
  kind: string;
  detail: string;
}

export interface Assessed {
  id: string;
  title: string;
  status: EvidenceStatus;
  evidence: Evidence[];
  /** Whose part remains (the customer's own duties the service cannot evidence). */
  customerPart: string | null;
  source: string;
  /** The provisions of `source` as data: act, its official text, margin number or paragraph. */
  sources: CitedSource[];
}

const gobd = (rz: string) => citeProvision('bmf-gobd-2019', { article: rz });
const law = (act: string, article: string, paragraph?: string) =>
  citeProvision(act, { article, ...(paragraph ? { paragraph } : {}) });

/** What the service collected about itself for one tenant, at one moment. */
export interface GobdFacts {
  verifiedAt: Date;
  chain: ChainVerification;
  /** Statutory retention rules of the inventory: `table: years (ground)`. */
  statutoryRules: string[];
  describedTables: number;
  lastRetentionRun: Date | null;
  calculations: number;
  /** The tenant's last Z3 export as its audit entry records it (rows of `gobd_exports` go after a week). */
  lastZ3Export: { at: Date; archiveSha256: string } | null;
}

/** Where the Z3 export is asked for (the evidence names it, so that an auditor can try it). */
export const Z3_EXPORT_ROUTE = 'POST /api/v2/compliance/gobd/export';

const DAY = 86_400_000;

/**
 * The ten GoBD principles (BMF-Schreiben of 28.11.2019, amended 11.03.2024 and 14.07.2025), each with what the
 * service can show for its own part, never one boolean. Margin numbers (Rz.) of the 2019 letter.
 */
export function assessGobd(f: GobdFacts): Assessed[] {
  const intact = f.chain.brokenAt === null;
  const chain: Evidence = intact
    ? {
        kind: 'hash_chain',
        detail: `${f.chain.entries} Einträge, Kette geprüft ${f.verifiedAt.toISOString()}, Kopf ${f.chain.head.seq}/${f.chain.head.hash}`,
      }
    : {
        kind: 'hash_chain_broken',
        detail: `Kette gebrochen bei Eintrag ${f.chain.brokenAt!.seq} (${f.chain.brokenAt!.reason}), geprüft ${f.verifiedAt.toISOString()}`,
      };
  const chainStatus: EvidenceStatus = !intact ? 'missing' : f.chain.entries > 0 ? 'evidenced' : 'partial';
  const retentionFresh =
    f.lastRetentionRun !== null && f.verifiedAt.getTime() - f.lastRetentionRun.getTime() < 2 * DAY;
  return [
    {
      id: 'nachvollziehbarkeit',
      title: 'Nachvollziehbarkeit und Nachprüfbarkeit',
      status: chainStatus,
      evidence: [chain, { kind: 'receipts', detail: 'Lösch- und Exportquittungen mit SHA-256 im Audit-Log' }],
      customerPart: 'Belegfunktion und Verknüpfung mit der eigenen Buchführung',
      source: 'GoBD Rz. 30–35',
      sources: [gobd('30–35')],
    },
    {
      id: 'vollstaendigkeit',
      title: 'Vollständigkeit',
      status: chainStatus,
      evidence: [
        chain,
        { kind: 'sequence', detail: 'lückenlose Folgenummern je Mandant (Lücken brechen die Kette)' },
      ],
      customerPart: 'vollständige Erfassung aller Geschäftsvorfälle',
      source: 'GoBD Rz. 36–43',
      sources: [gobd('36–43')],
    },
    {
      id: 'richtigkeit',
      title: 'Richtigkeit',
      status: 'partial',
      evidence: [
        {
          kind: 'reproducible_calculations',
          detail: `${f.calculations} Berechnungen mit Eingaben, Regelständen und Stichtag gespeichert`,
        },
      ],
      customerPart: 'inhaltliche Richtigkeit der erfassten Vorgänge',
      source: 'GoBD Rz. 44',
      sources: [gobd('44')],
    },
    {
      id: 'zeitgerechte_buchung',
      title: 'Zeitgerechte Buchungen und Aufzeichnungen',
      status: chainStatus,
      evidence: [
        {
          kind: 'server_time',
          detail: 'Einträge tragen die Serverzeit der Änderung, in derselben Transaktion',
        },
      ],
      customerPart: 'zeitnahe Erfassung der eigenen Geschäftsvorfälle',
      source: 'GoBD Rz. 45–52',
      sources: [gobd('45–52')],
    },
    {
      id: 'ordnung',
      title: 'Ordnung',
      status: chainStatus,
      evidence: [
        { kind: 'ordering', detail: 'je Mandant fortlaufend nummeriert, Zeitstempel und Objektbezug' },
      ],
      customerPart: null,
      source: 'GoBD Rz. 53–57',
      sources: [gobd('53–57')],
    },
    {
      id: 'unveraenderbarkeit',
      title: 'Unveränderbarkeit',
      status: chainStatus,
      evidence: [
        chain,
        {
          kind: 'append_only',
          detail: 'Anwendungsrolle darf nur lesen und anfügen; Trigger verweigert UPDATE/DELETE',
        },
      ],
      customerPart: null,
      source: 'GoBD Rz. 58–60, 107–112',
      sources: [gobd('58–60'), gobd('107–112')],
    },
    {
      id: 'aufbewahrung',
      title: 'Aufbewahrung',
      status: f.statutoryRules.length > 0 && retentionFresh ? 'evidenced' : 'partial',
      evidence: [
        {
          kind: 'retention_rules',
          detail: f.statutoryRules.join('; ') || 'keine gesetzlichen Fristen hinterlegt',
        },
        {
          kind: 'retention_job',
          detail: f.lastRetentionRun
            ? `letzter erfolgreicher Lauf data-retention ${f.lastRetentionRun.toISOString()}`
            : 'noch kein erfolgreicher Lauf von data-retention',
        },
      ],
      customerPart: 'Aufbewahrung eigener Unterlagen außerhalb des Dienstes',
      source: 'GoBD Rz. 113–144; § 147 AO, § 257 HGB',
      sources: [gobd('113–144'), law('ao', '147'), law('hgb', '257')],
    },
    {
      id: 'verfahrensdokumentation',
      title: 'Verfahrensdokumentation',
      status: 'partial',
      evidence: [
        {
          kind: 'data_inventory',
          detail: `${f.describedTables} Tabellen im Dateninventar beschrieben (Zweck, Frist)`,
        },
        { kind: 'documentation', detail: 'docs/using-the-api.md, ADR 0017' },
      ],
      customerPart: 'eigene Verfahrensdokumentation mit Einbindung dieses Dienstes',
      source: 'GoBD Rz. 151–155',
      sources: [gobd('151–155')],
    },
    {
      id: 'internes_kontrollsystem',
      title: 'Internes Kontrollsystem',
      status: 'partial',
      evidence: [
        {
          kind: 'scopes',
          detail: 'Datenschutz- und Compliance-Aktionen nur mit Scope admin; alle im Audit-Log',
        },
      ],
      customerPart: 'Vergabe und Prüfung der Zugänge, Funktionstrennung',
      source: 'GoBD Rz. 100–102',
      sources: [gobd('100–102')],
    },
    {
      id: 'datenzugriff',
      title: 'Datenzugriff (Z1–Z3)',
      // Z3 is the service's own part: evidenced once an export was built and its audit entry sits in an intact
      // chain; the route alone shows only that it could be. Z1/Z2 (access on site) stay with the customer.
      status: f.lastZ3Export !== null && intact ? 'evidenced' : 'partial',
      evidence: [
        {
          kind: 'z3_export',
          detail:
            `Datenträgerüberlassung (Z3): ${Z3_EXPORT_ROUTE} – ZIP mit index.xml nach GDPdU-Beschreibungsstandard, ` +
            'gdpdu-01-09-2004.dtd und CSV der Berechnungen und des Audit-Logs',
        },
        {
          kind: 'z3_export_last',
          detail: f.lastZ3Export
            ? `letzter Z3-Export ${f.lastZ3Export.at.toISOString()}, Archiv SHA-256 ${f.lastZ3Export.archiveSha256}` +
              (intact ? ' (Eintrag in der geprüften Kette)' : ' (Kette gebrochen, Eintrag nicht gesichert)')
            : 'noch kein Z3-Export erstellt',
        },
        { kind: 'api_access', detail: 'Audit-Log und Berechnungen maschinell auswertbar über die API' },
      ],
      customerPart: 'Bereitstellung gegenüber der Finanzverwaltung; Z1/Z2-Zugriff in eigenen Systemen',
      source: 'GoBD Rz. 158–174 (Fassung 11.03.2024); § 147 Abs. 6 AO',
      sources: [gobd('158–174'), law('ao', '147', '6')],
    },
  ];
}
