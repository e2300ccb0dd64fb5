/**
 * The oddities of the Förderdatenbank's XML export (../shared/research/fdb-xml-export.md §10) that a run
 * met, counted so that none is handled silently: the run's preview lists each with its German name.
 */
export const EXPORT_QUIRKS = {
  controlBytes: 'Steuerzeichen-Bytes vor dem Parsen entfernt',
  invisibleChars: 'Weiche Trennstriche oder C1-Steuerzeichen aus Texten entfernt',
  cdataMarkers: 'Texte mit wörtlichen CDATA-Markern (Marker entfernt)',
  doubleEscaped: 'Doppelt maskierte Entitäten (z. B. &#xa0;) dekodiert',
  lostCharacters: 'Texte mit „?“ anstelle eines in der Quelle verlorenen Zeichens (unverändert übernommen)',
  statusBanner: 'Programme mit redaktionellem Status-Hinweis (gsb:header)',
  unknownBanner: 'Status-Hinweise ohne bekannte Bedeutung (Programm bleibt aktiv)',
  duplicateCode: 'Doppelte Codes zusammengeführt (z. B. _bundesweit und bundesweit)',
  aliasCode: 'Abgekürzte oder falsch geschriebene Codes zugeordnet (de_ni, de_st, schlesig_holstein)',
  unknownCode: 'Unbekannte Codes als Daten behalten',
  unknownClassifier: 'Unbekannte Kategorien als Daten behalten',
  missingProperty: 'Fehlende Eigenschaften (wie leere behandelt)',
  unknownProperty: 'Unbekannte Eigenschaften nicht übernommen',
  expirationIgnored: 'dateOfExpiration nicht ausgewertet (CMS-Ablaufdatum, kein Programmende)',
  untitledStub: 'Programmdokumente ohne Titel übersprungen',
  notAProgram: 'Dokumente unter Foerderprogramm/, die kein Förderprogramm sind, übersprungen',
  danglingLink: 'Verweise auf Dokumente, die nicht im Export stehen, übersprungen',
  unreadableDocument: 'Verknüpfte Dokumente, die kein wohlgeformtes XML sind, übersprungen',
  bodyTextAsDescription: 'Beschreibung aus gsb:bodyText übernommen (Zusammenfassung leer)',
  regionFromPath: 'Fördergebiet aus dem Pfad ergänzt (Kategorie leer)',
  levelMismatch: 'Ebene laut Kategorie „Foerdergeber“ weicht vom Pfad ab (der Pfad gilt)',
} as const;

export type ExportQuirk = keyof typeof EXPORT_QUIRKS;

/** One quirk and how often a run met it, as the preview carries it. */
export interface QuirkCount {
  code: ExportQuirk;
  label: string;
  count: number;
}

export class QuirkTally {
  private readonly counts = new Map<ExportQuirk, number>();

  add(code: ExportQuirk, n = 1): void {
    if (n > 0) this.counts.set(code, (this.counts.get(code) ?? 0) + n);
  }

  count(code: ExportQuirk): number {
    return this.counts.get(code) ?? 0;
  }

  /** In the order of `EXPORT_QUIRKS`, only those met. */
  list(): QuirkCount[] {
    return (Object.keys(EXPORT_QUIRKS) as ExportQuirk[])
      .filter((code) => this.counts.has(code))
      .map((code) => ({ code, label: EXPORT_QUIRKS[code], count: this.counts.get(code)! }));
  }
}
