import type { Clock } from '@libs/shared';
import {
  checkExtf,
  extfFileName,
  formatAmount,
  writeExtf,
  type ExtfBooking,
  type ExtfHeader,
} from '../domain/datev-extf';
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

export interface DatevExport {
  fileName: string;
  bytes: Buffer;
  report: {
    bookings: number;
    totalAmount: string;
    lines: number;
    encoding: 'windows-1252';
    lineEnding: 'CRLF';
    checks: string[];
  };
}

/** The checks every file passed; listed in the report so that the advisor sees what was verified. */
const CHECKS = [
  'Kopfzeile EXTF 700, Kategorie 21 (Buchungsstapel), Formatversion 13',
  'Umsatz positiv mit Dezimalkomma, höchstens 10 Vorkommastellen',
  'Konto und Gegenkonto mit Sachkontenlänge (Personenkonto +1)',
  'BU-Schlüssel höchstens 4 Ziffern',
  'Belegdatum im Zeitraum, als TTMM',
  'Belegfeld 1 höchstens 36 Zeichen aus dem DATEV-Zeichenvorrat',
  'Buchungstext höchstens 60 Zeichen, ohne Zeilenumbruch',
  'Alle Zeichen in Windows-1252 darstellbar',
];

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
    return {
      fileName: extfFileName(header),
      bytes: file.bytes,
      report: {
        bookings: bookings.length,
        totalAmount: formatAmount(bookings.reduce((sum, b) => sum + b.amountCents, 0)),
        lines: bookings.length + 2,
        encoding: 'windows-1252',
        lineEnding: 'CRLF',
        checks: CHECKS,
      },
    };
  }
}
