import { citeProvision } from '@libs/shared';
import type { Assessed, EvidenceStatus } from './gobd-assessment';

/**
 * NIS2 as enacted in Germany: the BSIG as rewritten by Art. 1 NIS2UmsuCG (BGBl. 2025 I Nr. 301, in force
 * 6 December 2025). Applicability by § 28 BSIG from sector (Anlage 1: high criticality; Anlage 2: other
 * critical sectors) and size; the ten minimum measures of § 30 Abs. 2 BSIG.
 */
export const ANNEX_1_SECTORS = [
  'energie',
  'transport_verkehr',
  'finanzwesen',
  'gesundheit',
  'wasser',
  'digitale_infrastruktur',
  'ikt_dienste_b2b',
  'weltraum',
] as const;
export const ANNEX_2_SECTORS = [
  'post_kurier',
  'abfall',
  'chemie',
  'ernaehrung',
  'verarbeitendes_gewerbe',
  'digitale_dienste',
  'forschung',
] as const;
export const NIS2_SECTORS = [...ANNEX_1_SECTORS, ...ANNEX_2_SECTORS, 'sonstige'] as const;
export type Nis2Sector = (typeof NIS2_SECTORS)[number];

export interface Nis2Inputs {
  sector?: Nis2Sector;
  employees?: number;
  annualTurnoverEur?: number;
  balanceSheetEur?: number;
}

export type EntityClass = 'besonders_wichtig' | 'wichtig' | 'nicht_betroffen' | 'unknown';

export interface Applicability {
  entityClass: EntityClass;
  basis: string;
  missing: string[];
  reasons: string[];
}

type Size = 'large' | 'medium' | 'small';

/** § 28 Abs. 1 and 2 BSIG: large from 250 employees or over 50 M EUR turnover and 43 M EUR balance sheet. */
function sizeOf(i: Required<Pick<Nis2Inputs, 'employees'>> & Nis2Inputs): Size | null {
  const money = i.annualTurnoverEur !== undefined && i.balanceSheetEur !== undefined;
  if (i.employees >= 250 || (money && i.annualTurnoverEur! > 50e6 && i.balanceSheetEur! > 43e6))
    return 'large';
  if (i.employees >= 50 || (money && i.annualTurnoverEur! > 10e6 && i.balanceSheetEur! > 10e6))
    return 'medium';
  return money ? 'small' : null;
}

export function assessNis2Applicability(i: Nis2Inputs): Applicability {
  const basis = '§ 28 Abs. 1 und 2 BSIG mit Anlagen 1 und 2 (NIS2UmsuCG, in Kraft seit 06.12.2025)';
  const missing = [
    ...(i.sector === undefined ? ['sector'] : []),
    ...(i.employees === undefined ? ['employees'] : []),
  ];
  if (missing.length > 0 || i.employees === undefined || i.sector === undefined)
    return {
      entityClass: 'unknown',
      basis,
      missing,
      reasons: ['Sektor und Mitarbeiterzahl werden benötigt.'],
    };
  if (i.sector === 'sonstige')
    return {
      entityClass: 'nicht_betroffen',
      basis,
      missing: [],
      reasons: ['Sektor in keiner der Anlagen 1 und 2.'],
    };
  const size = sizeOf({ ...i, employees: i.employees });
  if (size === null)
    return {
      entityClass: 'unknown',
      basis,
      missing: ['annualTurnoverEur', 'balanceSheetEur'],
      reasons: ['Unter 50 Beschäftigten entscheiden Umsatz und Bilanzsumme.'],
    };
  const annex1 = (ANNEX_1_SECTORS as readonly string[]).includes(i.sector);
  if (annex1 && size === 'large')
    return {
      entityClass: 'besonders_wichtig',
      basis,
      missing: [],
      reasons: ['Großunternehmen in einem Sektor der Anlage 1.'],
    };
  if (size === 'large' || size === 'medium')
    return {
      entityClass: 'wichtig',
      basis,
      missing: [],
      reasons: [
        `${size === 'large' ? 'Großes' : 'Mittleres'} Unternehmen in einem Sektor der Anlage ${annex1 ? 1 : 2}.`,
      ],
    };
  return {
    entityClass: 'nicht_betroffen',
    basis,
    missing: [],
    reasons: [
      'Kleinunternehmen: nur in Sonderfällen erfasst (z. B. DNS, Vertrauensdienste), hier nicht geprüft.',
    ],
  };
}

/**
 * The longest lifetime an administrator credential may have to count as short-lived for measure 10: 90 days,
 * the rotation interval most audit catalogues ask of privileged credentials. A credential without an expiry, or
 * issued for longer, needs the customer's second factor instead.
 */
export const ADMIN_CREDENTIAL_MAX_LIFETIME_DAYS = 90;

/** An active credential with the administrator scope: when it was issued and until when it holds. */
export interface AdminCredential {
  issuedAt: Date;
  expiresAt: Date | null;
}

/** Stored secrets found in `*_ciphertext` columns of the tenant's rows, and how many are not sealed. */
export interface StoredSecrets {
  columns: string[];
  values: number;
  /** Values not in the AES-256-GCM envelope `v1.<iv>.<tag>.<data>`: plaintext or an unknown form. */
  unsealed: number;
}

/** What the service collected about itself for the measures. */
export interface Nis2Facts {
  describedTables: number;
  chainIntact: boolean;
  adminCredentials: AdminCredential[];
  storedSecrets: StoredSecrets;
  lastRetentionRun: Date | null;
}

const DAY = 86_400_000;

const longLived = (c: AdminCredential) =>
  c.expiresAt === null ||
  c.expiresAt.getTime() - c.issuedAt.getTime() > ADMIN_CREDENTIAL_MAX_LIFETIME_DAYS * DAY;

/** Measure 10 on the service's side: every admin credential short-lived (none at all is nothing to show). */
function credentialsStatus(credentials: AdminCredential[]): EvidenceStatus {
  if (credentials.length === 0) return 'partial';
  return credentials.some(longLived) ? 'partial' : 'evidenced';
}

/** Measure 8: every stored secret sealed; any plaintext fails it; nothing stored leaves only the design. */
function secretsStatus(s: StoredSecrets): EvidenceStatus {
  if (s.unsealed > 0) return 'missing';
  return s.values > 0 ? 'evidenced' : 'partial';
}

const measure = (
  n: number,
  title: string,
  status: EvidenceStatus,
  evidence: { kind: string; detail: string }[],
  customerPart: string | null,
): Assessed => ({
  id: `nr_${n}`,
  title,
  status,
  evidence,
  customerPart,
  source: `§ 30 Abs. 2 Nr. ${n} BSIG`,
  sources: [citeProvision('bsig-2025', { article: '30', paragraph: '2', point: String(n) })],
});

/** The ten measures of § 30 Abs. 2 BSIG: the service's own part, with evidence, and what remains the customer's. */
export function assessNis2Measures(f: Nis2Facts): Assessed[] {
  const admins = f.adminCredentials;
  const secrets = f.storedSecrets;
  return [
    measure(
      1,
      'Risikoanalyse und Sicherheitskonzepte',
      'partial',
      [
        {
          kind: 'data_inventory',
          detail: `${f.describedTables} Tabellen mit Datenkategorie, Rechtsgrundlage, Frist`,
        },
      ],
      'Risikoanalyse der eigenen Einrichtung',
    ),
    measure(
      2,
      'Bewältigung von Sicherheitsvorfällen',
      'partial',
      [{ kind: 'audit_log', detail: 'hash-verkettetes Audit-Log je Mandant; Ereignisse per Webhook' }],
      'Meldeprozess nach § 32 BSIG (24 h / 72 h / 1 Monat)',
    ),
    measure(
      3,
      'Aufrechterhaltung des Betriebs, Backup, Krisenmanagement',
      // Backups and restore tests run in the database operation outside the service: it has no fact to show.
      'not_assessable',
      [
        {
          kind: 'backup',
          detail:
            'nicht prüfbar: Sicherung und Wiederherstellung laufen im Datenbankbetrieb außerhalb des Dienstes, ' +
            'der Dienst erhebt dazu keine Tatsache',
        },
      ],
      'Backup-Konzept, Wiederherstellungstests, Notfallplan',
    ),
    measure(
      4,
      'Sicherheit der Lieferkette',
      'partial',
      [{ kind: 'lockfile', detail: 'Abhängigkeiten mit fester Version und Prüfsumme (package-lock.json)' }],
      'Bewertung der eigenen Dienstleister, auch dieses Dienstes',
    ),
    measure(
      5,
      'Sicherheit bei Erwerb, Entwicklung, Wartung; Schwachstellenmanagement',
      'partial',
      [{ kind: 'tests', detail: 'Vertragstests, Fuzzing und Mandantentrennungstests in der CI' }],
      null,
    ),
    measure(
      6,
      'Bewertung der Wirksamkeit',
      f.chainIntact ? 'partial' : 'missing',
      [
        {
          kind: 'hash_chain',
          detail: f.chainIntact ? 'Audit-Kette bei Abruf geprüft und intakt' : 'Audit-Kette gebrochen',
        },
      ],
      'regelmäßige Überprüfung der Maßnahmen',
    ),
    measure(
      7,
      'Cyberhygiene und Schulungen',
      'not_applicable',
      [{ kind: 'scope', detail: 'betrifft die Beschäftigten des Kunden' }],
      'Schulungen, auch der Geschäftsleitung (§ 38 Abs. 3 BSIG)',
    ),
    measure(
      8,
      'Kryptografie und Verschlüsselung',
      secretsStatus(secrets),
      [
        {
          kind: 'secrets_at_rest',
          detail:
            secrets.values === 0
              ? 'keine gespeicherten Geheimnisse des Mandanten zu prüfen'
              : `${secrets.values - secrets.unsealed} von ${secrets.values} gespeicherten Geheimnissen ` +
                `AES-256-GCM-versiegelt (${secrets.columns.join(', ')}), beim Abruf geprüft`,
        },
        {
          kind: 'api_key_digests',
          detail: 'API-Schlüssel nur als HMAC-Digest (CHECK-Bedingung der Tabelle)',
        },
      ],
      'TLS-Konfiguration der eigenen Systeme',
    ),
    measure(
      9,
      'Personalsicherheit, Zugriffskontrolle, Anlagenverwaltung',
      'partial',
      [
        { kind: 'scopes', detail: 'Scopes api/admin/operator; Datenschutz und Compliance nur mit admin' },
        { kind: 'admin_credentials', detail: `${admins.length} aktive Admin-Zugänge` },
      ],
      'Vergabe und Entzug von Zugängen',
    ),
    measure(
      10,
      'Multi-Faktor-Authentifizierung, gesicherte Kommunikation',
      credentialsStatus(admins),
      [
        {
          kind: 'admin_credentials_lifetime',
          detail:
            `${admins.filter(longLived).length} von ${admins.length} aktiven Admin-Zugängen ohne Ablaufdatum ` +
            `oder länger als ${ADMIN_CREDENTIAL_MAX_LIFETIME_DAYS} Tage gültig`,
        },
      ],
      'zweiter Faktor im eigenen Identitätsanbieter, Notfallkommunikation',
    ),
  ];
}
