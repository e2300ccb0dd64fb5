/**
 * A tenant's DATEV settings (ADR 0018): the numbers and accounts its tax adviser gave it. Stored once per
 * tenant and mode; the export reads them so that no chart of accounts is assumed in code.
 */
export interface DatevSettings {
  beraterNummer: number;
  mandantenNummer: number;
  /** `MM-TT`: the day the fiscal year begins each year; the year follows from the exported period. */
  wirtschaftsjahrBeginnMonatTag: string;
  sachkontenlaenge: number;
  skr: '03' | '04';
  /** Debit account of a grant (e.g. a receivable from subsidies). */
  konto: string;
  /** Credit account of a grant (e.g. an income account for subsidies). */
  gegenkonto: string;
  buSchluessel: string | null;
}

/** What the export needs of the settings, as a request may give it field by field. */
export interface DatevExportFields {
  beraterNummer?: number;
  mandantenNummer?: number;
  /** A full date `JJJJ-MM-TT` in a request (it names one fiscal year). */
  wirtschaftsjahrBeginn?: string;
  sachkontenlaenge?: number;
  skr?: '03' | '04';
  accounts?: { konto?: string; gegenkonto?: string; buSchluessel?: string };
}

export interface ResolvedDatevFields {
  beraterNummer: number;
  mandantenNummer: number;
  wirtschaftsjahrBeginn: string;
  sachkontenlaenge: number;
  skr: '03' | '04';
  konto: string;
  gegenkonto: string;
  buSchluessel: string | null;
}

/** Request paths of the fields and their German names, for the refusal that lists what is missing. */
export const DATEV_FIELD_LABELS = {
  beraterNummer: 'Beraternummer',
  mandantenNummer: 'Mandantennummer',
  wirtschaftsjahrBeginn: 'Beginn des Wirtschaftsjahres',
  sachkontenlaenge: 'Sachkontenlänge',
  skr: 'Kontenrahmen (SKR)',
  'accounts.konto': 'Konto',
  'accounts.gegenkonto': 'Gegenkonto',
} as const;

export type DatevField = keyof typeof DATEV_FIELD_LABELS;

/**
 * The start of the fiscal year that contains `periodFrom`, for a fiscal year beginning each year on
 * `monthDay` (e.g. `07-01` and a period from 2026-03-01: 2025-07-01).
 */
export function fiscalYearStart(monthDay: string, periodFrom: string): string {
  const year = Number(periodFrom.slice(0, 4));
  return monthDay <= periodFrom.slice(5) ? `${year}-${monthDay}` : `${year - 1}-${monthDay}`;
}

/**
 * Field by field, the request wins over the stored settings (an adviser exporting once for another client
 * need not change the tenant's settings). An empty `buSchluessel` in the request books without the stored key.
 * Returns the fields no source gives, instead of guessing any of them.
 */
export function resolveDatevFields(
  request: DatevExportFields,
  stored: DatevSettings | null,
  periodFrom: string,
): { fields: ResolvedDatevFields } | { missing: DatevField[] } {
  const wirtschaftsjahrBeginn =
    request.wirtschaftsjahrBeginn ??
    (stored ? fiscalYearStart(stored.wirtschaftsjahrBeginnMonatTag, periodFrom) : undefined);
  const requestedBu = request.accounts?.buSchluessel;
  const candidate = {
    beraterNummer: request.beraterNummer ?? stored?.beraterNummer,
    mandantenNummer: request.mandantenNummer ?? stored?.mandantenNummer,
    wirtschaftsjahrBeginn,
    sachkontenlaenge: request.sachkontenlaenge ?? stored?.sachkontenlaenge,
    skr: request.skr ?? stored?.skr,
    'accounts.konto': request.accounts?.konto ?? stored?.konto,
    'accounts.gegenkonto': request.accounts?.gegenkonto ?? stored?.gegenkonto,
  };
  const missing = (Object.keys(DATEV_FIELD_LABELS) as DatevField[]).filter((f) => candidate[f] === undefined);
  if (missing.length > 0) return { missing };
  return {
    fields: {
      beraterNummer: candidate.beraterNummer!,
      mandantenNummer: candidate.mandantenNummer!,
      wirtschaftsjahrBeginn: candidate.wirtschaftsjahrBeginn!,
      sachkontenlaenge: candidate.sachkontenlaenge!,
      skr: candidate.skr!,
      konto: candidate['accounts.konto']!,
      gegenkonto: candidate['accounts.gegenkonto']!,
      buSchluessel: requestedBu === undefined ? (stored?.buSchluessel ?? null) : requestedBu || null,
    },
  };
}

/** `MM-TT` that exists every year (not 02-29: a fiscal year cannot begin on a day most years lack). */
function isMonthDay(value: string): boolean {
  if (!/^\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`2025-${value}T00:00:00Z`); // 2025: not a leap year
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(5, 10) === value;
}

/**
 * What is wrong with settings whose types are right, field by field in German. An account has the configured
 * Sachkontenlänge (Sachkonto) or one digit more (Personenkonto, e.g. a debtor): the rule the EXTF check applies,
 * so that stored settings never make an export fail later.
 */
export function datevSettingsIssues(s: DatevSettings): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (!isMonthDay(s.wirtschaftsjahrBeginnMonatTag)) {
    issues.push({
      path: 'wirtschaftsjahrBeginnMonatTag',
      message: 'Muss ein Tag des Jahres im Format MM-TT sein (z. B. 01-01 oder 07-01; nicht 02-29).',
    });
  }
  const length = s.sachkontenlaenge;
  for (const path of ['konto', 'gegenkonto'] as const) {
    const account = s[path];
    if (!/^\d+$/.test(account) || (account.length !== length && account.length !== length + 1)) {
      issues.push({
        path,
        message: `Muss aus ${length} Ziffern (Sachkonto) oder ${length + 1} Ziffern (Personenkonto) bestehen, wie die Sachkontenlänge ${length} verlangt.`,
      });
    }
  }
  if (s.buSchluessel !== null && !/^\d{1,4}$/.test(s.buSchluessel)) {
    issues.push({ path: 'buSchluessel', message: 'Muss aus 1 bis 4 Ziffern bestehen.' });
  }
  return issues;
}
