import type { Clock, TenantScope } from '@libs/shared';
import {
  checkExtf,
  extfFileName,
  formatAmount,
  writeExtf,
  type ExtfBooking,
  type ExtfHeader,
} from '../domain/datev-extf';
import { verifyExtf, type ExtfCheck } from '../domain/datev-extf-report';
import { DATEV_FIELD_LABELS, resolveDatevFields, type DatevExportFields } from '../domain/datev-settings';
import type { DatevSettingsRepository } from './datev-settings.port';
import { DatevExportInvalidError, DatevSettingsIncompleteError } from './integration.errors';

/** One granted subsidy (Zuwendungsbescheid) to book. */
export interface GrantToBook {
  /** Date of the grant notice, YYYY-MM-DD: the Belegdatum. */
  belegdatum: string;
  amountEur: number;
  /** The notice's reference (Aktenzeichen), Belegfeld 1. */
  belegfeld1: string;
  buchungstext: string;
}

/**
 * The DATEV numbers and the client's own accounts (e.g. a receivable and an income account of its chart) come
 * from the tenant's settings; each field the request gives overrides its setting. Never assumed here.
 */
export interface DatevExportCommand extends DatevExportFields {
  period: { from: string; to: string };
  festschreibung?: boolean;
  bezeichnung?: string;
  diktatkuerzel?: string;
  grants: GrantToBook[];
}

/** A check of the report as it leaves the service: a failed one refuses the file instead. */
export type DatevReportCheck = Omit<ExtfCheck, 'status'> & { status: 'ok' | 'warning' | 'not_applicable' };

export interface DatevExport {
  fileName: string;
  bytes: Buffer;
  /** Read back from the written file (not from the request), rule by rule. */
  report: {
    bookings: number;
    totalAmount: string;
    lines: number;
    encoding: 'windows-1252';
    lineEnding: 'CRLF';
    checks: DatevReportCheck[];
  };
}

/**
 * Granted subsidies of a period as a DATEV EXTF Buchungsstapel: "Konto an Gegenkonto" with the amount,
 * one booking per grant. Refuses the whole file (422, every problem with line and field) rather than write a
 * file DATEV's import would reject or, worse, misread.
 */
export class ExportDatev {
  constructor(
    private readonly clock: Clock,
    private readonly settings: DatevSettingsRepository,
  ) {}

  async execute(scope: TenantScope, c: DatevExportCommand): Promise<DatevExport> {
    const resolved = resolveDatevFields(c, await this.settings.find(scope), c.period.from);
    if ('missing' in resolved) {
      throw new DatevSettingsIncompleteError(
        resolved.missing.map((field) => ({ field, label: DATEV_FIELD_LABELS[field] })),
      );
    }
    const s = resolved.fields;
    const header: ExtfHeader = {
      createdAt: this.clock.now(),
      beraterNummer: s.beraterNummer,
      mandantenNummer: s.mandantenNummer,
      wirtschaftsjahrBeginn: s.wirtschaftsjahrBeginn,
      sachkontenlaenge: s.sachkontenlaenge,
      from: c.period.from,
      to: c.period.to,
      bezeichnung: c.bezeichnung ?? 'Fördermittel',
      diktatkuerzel: c.diktatkuerzel ?? 'FM',
      festschreibung: c.festschreibung ?? false,
      skr: s.skr,
    };
    const bookings: ExtfBooking[] = c.grants.map((g) => ({
      amountCents: Math.round(g.amountEur * 100),
      sollHaben: 'S',
      konto: s.konto,
      gegenkonto: s.gegenkonto,
      buSchluessel: s.buSchluessel,
      belegdatum: g.belegdatum,
      belegfeld1: g.belegfeld1,
      buchungstext: g.buchungstext,
    }));
    const problems = checkExtf(header, bookings);
    if (problems.length > 0) throw new DatevExportInvalidError(problems);
    const file = writeExtf(header, bookings);
    // The input passed; the file is judged again as written, so that the report is about these bytes.
    const verified = verifyExtf(file.bytes, header, bookings);
    if (verified.problems.length > 0) throw new DatevExportInvalidError(verified.problems);
    return {
      fileName: extfFileName(header),
      bytes: file.bytes,
      report: {
        bookings: verified.bookings,
        totalAmount: formatAmount(verified.totalCents),
        lines: verified.lines,
        encoding: 'windows-1252',
        lineEnding: 'CRLF',
        checks: verified.checks.filter((check): check is DatevReportCheck => check.status !== 'failed'),
      },
    };
  }
}
