/**
 * What the official XML export says beyond the old CSV columns (absent on entries read from a CSV dump).
 * Rich texts are the HTML fragments as delivered, only the literal CDATA markers and invisible characters
 * removed (CC BY-ND: never edited); their plain text is derived when read. '' = empty or missing.
 */
export interface ExportDetails {
  /** The document's `path/name` in the export: the source's own identity (and what other documents link). */
  documentPath: string;
  /** `Bund`, `Land` or `EU` from the path (`…/Foerderprogramm/Land/Bayern/…`); null when the path has none. */
  pathLevel: ExportLevel | null;
  /** The path segment after `Land/` (e.g. `Bayern`), as delivered. */
  pathRegion: string | null;
  texts: ExportTexts;
  /** Language(s) of the application (`gsb:functions`), plain text. */
  applicationLanguage: string | null;
  /** Förderbereich sub-areas as `parent.child` codes (`existenzgruendung_festigung.betriebsmittel`). */
  subAreas: string[];
  /** `Unternehmensgroesse` codes (`kleinstunternehmen` … `grosses_unternehmen`). */
  companySizes: string[];
  /** `BranchenUnternehmen` / `BranchenExistenzgruenderin` codes. */
  sectors: string[];
  /** `GRW` category: true `grw_foerderung`, false `keine_grw_foerderung`, null none. */
  grw: boolean | null;
  /** The funding organisation (`Foerderorganisation` → a `Foerdergeber/` document). */
  organisation: { name: string; documentPath: string } | null;
  /** Every linked contact, in the source's order (the first is also `DumpEntry.contact`). */
  contacts: ExportContact[];
  /** "Weiterführende Links" in the source's order: absolute URL and the link's title as delivered. */
  links: { url: string; title: string }[];
  /** `gsb:keywords` as delivered (space separated; a multi-word keyword cannot be told apart). */
  keywords: string | null;
  /** Codes of classifiers this reader does not know, kept as data (`Classifier:code`). */
  otherCategories: string[];
}

export type ExportLevel = 'Bund' | 'Land' | 'EU';

export interface ExportTexts {
  /** `gsb:teaserText`: Kurzzusammenfassung › Kurztext. */
  shortDescription: string;
  /** `gsb:regulatoryFWork`: Rechtliche Voraussetzungen (who may apply). */
  eligibility: string;
  /** `gsb:procMethod`: Verfahrensablauf. */
  procedure: string;
  /** `gsb:procInfluence`: Fristen, the only curated deadline text. */
  deadlines: string;
  /** `gsb:progress`: Bearbeitungsdauer. */
  processingTime: string;
  /** `gsb:competenceDescr`: Erforderliche Unterlagen. */
  requiredDocuments: string;
  /** `gsb:procDescription`: the citation line of the legal basis. */
  legalCitation: string;
  /** `gsb:header`: the editorial status banner ("Antragstellung nicht mehr möglich"). */
  statusNote: string;
}

export interface ExportContact {
  /** The contact document's title: the institution. */
  institution: string | null;
  road: string | null;
  houseId: string | null;
  zipCode: string | null;
  city: string | null;
  building: string | null;
  postBox: string | null;
  country: string | null;
  phone: string | null;
  fax: string | null;
  mobile: string | null;
  email: string | null;
  website: string | null;
  /** The parent unit's title (`Kontakt/_Uebergeordnet/…`), if linked. */
  parent: string | null;
}
