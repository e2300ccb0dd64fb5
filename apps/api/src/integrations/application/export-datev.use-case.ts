import type { Clock } from '@libs/shared';
import {
  checkExtf,
  extfFileName,
  formatAmount,
  writeExtf,
  type ExtfBooking,
  type ExtfHeader,
} from '../domain/datev-extf';
import { verifyExtf, type ExtfCheck } from '../domain/datev-extf-report';
import { DatevExportInvalidError } from './integration.errors';

/** One granted subsidy (Zuwendungsbescheid) to book. */
export interface GrantToBook {
  /** Date of the grant notice, YYYY-MM-DD: the Belegdatum. */
  belegdatum: string;
  amountEur: number;
  /** The notice's reference (Aktenzeichen), Belegfeld 1. */
  belegfeld1: string;
  buchungstext: string;
}

export interface DatevExportCommand {
  period: { from: string; to: string };
  beraterNummer: number;
  mandantenNummer: number;
  wirtschaftsjahrBeginn: string;
  sachkontenlaenge: number;
  skr: '03' | '04';
  /** The client's own accounts (e.g. a receivable and an income account of its chart): never assumed here. */
  accounts: { konto: string; gegenkonto: string; buSchluessel?: string };
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
  constructor(private readonly clock: Clock) {}

  execute(c: DatevExportCommand): DatevExport {
    const header: ExtfHeader = {
      createdAt: this.clock.now(),
      beraterNummer: c.beraterNummer,
      mandantenNummer: c.mandantenNummer,
      wirtschaftsjahrBeginn: c.wirtschaftsjahrBeginn,
      sachkontenlaenge: c.sachkontenlaenge,
      from: c.period.from,
      to: c.period.to,
      bezeichnung: c.bezeichnung ?? 'Fördermittel',
      diktatkuerzel: c.diktatkuerzel ?? 'FM',
      festschreibung: c.festschreibung ?? false,
      skr: c.skr,
    };
    const bookings: ExtfBooking[] = c.grants.map((g) => ({
      amountCents: Math.round(g.amountEur * 100),
      sollHaben: 'S',
      konto: c.accounts.konto,
      gegenkonto: c.accounts.gegenkonto,
      buSchluessel: c.accounts.buSchluessel ?? null,
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
