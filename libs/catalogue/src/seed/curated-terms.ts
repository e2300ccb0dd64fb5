import type { LegalBasis, ProgramStatus, RateTerms, EligibilityTerms } from '@libs/shared';

/**
 * What we decided or completed per program beyond the research record: the legal basis, rate parameters
 * from the guideline, caps where the record has none, and resolved statuses. Each entry says why.
 * Keys are program ids. Fields given here replace the derived defaults (see research-record.mapper.ts).
 */
export interface CuratedTerms {
  legalBasis?: LegalBasis;
  rate?: Partial<RateTerms>;
  eligibility?: Partial<EligibilityTerms>;
  /** EUR cap where the record states none; `maxAmountBasis` says whether it is the program's or the law's. */
  maxAmount?: number;
  maxAmountBasis?: 'program' | 'legal-ceiling';
  /** Replaces the record's maxAmount when the facts changed (README: "carry the current values"). */
  currentMaxAmount?: number;
  currentSubsidyRateMax?: number;
  status?: ProgramStatus;
  note: string;
  unverified?: string[];
}

export const CURATED_TERMS: Record<string, CuratedTerms> = {
  'bafa-beg-einzelmassnahmen': {
    legalBasis: { kind: 'notified', reference: 'BEG EM (Richtlinie)' },
    maxAmount: 12_000,
    maxAmountBasis: 'program',
    note: 'Förderfähige Kosten max. 30.000 EUR je Wohneinheit und Jahr (60.000 EUR mit iSFP), höchstens 20 %: 12.000 EUR je Wohneinheit und Jahr.',
  },
  'bafa-umweltbonus-elektrofahrzeuge': {
    legalBasis: { kind: 'none' },
    maxAmount: 4_500,
    maxAmountBasis: 'program',
    note: 'Bundesanteil Umweltbonus 2023 für Elektrofahrzeuge bis 40.000 EUR Nettolistenpreis: 4.500 EUR; Programm seit 17.12.2023 geschlossen.',
  },
  'bafa-invest-zuschuss-wagniskapital': {
    legalBasis: { kind: 'deminimis', regulation: 'general' },
    maxAmount: 30_000,
    maxAmountBasis: 'program',
    note: '15 % Erwerbszuschuss auf max. 200.000 EUR Investitionssumme je Investment (Richtlinie 2023; Obergrenze 2024 nicht verifiziert).',
  },
  'kfw-erp-mezzanine-fuer-innovation': {
    legalBasis: { kind: 'none' },
    maxAmount: 5_000_000,
    maxAmountBasis: 'program',
    note: 'ERP-Mezzanine für Innovation: bis 5 Mio. EUR je Vorhaben; seit 01.07.2025 eingestellt.',
  },
  'bmwk-zim-einzelprojekt': {
    legalBasis: { kind: 'gber', article: '25' },
    maxAmount: 247_500,
    maxAmountBasis: 'program',
    note: 'ZIM-Einzelprojekt: förderfähige Kosten max. 550.000 EUR, höchster Satz 45 %: 247.500 EUR.',
  },
  'bmwk-exist-gruendungsstipendium': {
    legalBasis: { kind: 'none' },
    maxAmount: 36_000,
    maxAmountBasis: 'program',
    note: 'Stipendium je Person max. 3.000 EUR/Monat für 12 Monate (Stand 2015).',
  },
  'bmwk-grw-gewerbliche-investitionen': {
    legalBasis: { kind: 'regional-aid-map' },
    maxAmountBasis: 'legal-ceiling',
    note: 'Keine Programmobergrenze: Anmeldeschwelle für Regionalbeihilfen nach Art. 4 Abs. 1 lit. a AGVO.',
  },
  'bmbf-kmu-innovativ': {
    legalBasis: { kind: 'gber', article: '25' },
    maxAmountBasis: 'legal-ceiling',
    note: 'Keine Programmobergrenze: Anmeldeschwelle für FuE-Vorhaben nach Art. 4 AGVO.',
  },
  'eu-horizon-europe-research-innovation-actions': {
    legalBasis: { kind: 'none' },
    maxAmount: 15_000_000,
    maxAmountBasis: 'program',
    note: 'Direkte EU-Mittelverwaltung ohne beihilferechtliche Obergrenze; 15 Mio. EUR als Obergrenze typischer Ausschreibungen (je Aufruf verschieden).',
  },
  'eu-horizon-europe-innovation-actions': {
    legalBasis: { kind: 'none' },
    maxAmount: 15_000_000,
    maxAmountBasis: 'program',
    note: 'Direkte EU-Mittelverwaltung ohne beihilferechtliche Obergrenze; 15 Mio. EUR als Obergrenze typischer Ausschreibungen (je Aufruf verschieden).',
  },
  'eu-life-standard-action-projects': {
    legalBasis: { kind: 'none' },
    maxAmount: 6_000_000,
    maxAmountBasis: 'program',
    note: 'Typische Projekte 1-10 Mio. EUR bei bis zu 60 % Kofinanzierung: 6 Mio. EUR als Obergrenze typischer Projekte.',
  },
  'ba-gruendungszuschuss': {
    legalBasis: { kind: 'none' },
    maxAmount: 2_700,
    maxAmountBasis: 'program',
    note: 'Sozialleistung nach SGB III, keine Beihilfe: nur der feste Teil ist bezifferbar (Phase 2: 9 x 300 EUR); Phase 1 richtet sich nach dem individuellen Arbeitslosengeld.',
  },
  'buergschaftsbanken-ausfallbuergschaft': {
    legalBasis: { kind: 'notified', reference: 'Bürgschaftsbanken-Rückbürgschaften des Bundes' },
    maxAmount: 1_250_000,
    maxAmountBasis: 'program',
    note: 'Bürgschaftshöchstbetrag der Bürgschaftsbanken 1,25 Mio. EUR (Quellen nennen teils 750.000 EUR; Stand 2015, zu prüfen).',
  },
  'bw-digitalisierungsfinanzierung': {
    legalBasis: { kind: 'deminimis', regulation: 'general' },
    maxAmountBasis: 'legal-ceiling',
    note: 'Keine Programmobergrenze genannt: De-minimis-Höchstbetrag.',
  },
  'by-baytp-plus': {
    legalBasis: { kind: 'gber', article: '25' },
    maxAmountBasis: 'legal-ceiling',
    note: 'Keine Programmobergrenze genannt: Anmeldeschwelle für FuE-Vorhaben nach Art. 4 AGVO.',
  },
  'by-baytou': {
    legalBasis: { kind: 'gber', article: '25' },
    maxAmountBasis: 'legal-ceiling',
    note: 'Keine Programmobergrenze genannt: Anmeldeschwelle für FuE-Vorhaben nach Art. 4 AGVO.',
  },
  'by-innovationsgutschein-bayern': {
    legalBasis: { kind: 'deminimis', regulation: 'general' },
    maxAmount: 40_000,
    maxAmountBasis: 'program',
    note: 'Variante Spezial: zuwendungsfähige Kosten bis 80.000 EUR, Zuschuss 50 %: 40.000 EUR.',
  },
  'be-coaching-bonus': {
    legalBasis: { kind: 'deminimis', regulation: 'general' },
    maxAmountBasis: 'legal-ceiling',
    note: 'Keine Programmobergrenze genannt: De-minimis-Höchstbetrag.',
  },
  'sh-lpw-einzelbetriebliche-investitionsfoerderung': {
    legalBasis: { kind: 'regional-aid-map' },
    maxAmountBasis: 'legal-ceiling',
    note: 'Keine Programmobergrenze: Anmeldeschwelle für Regionalbeihilfen nach Art. 4 Abs. 1 lit. a AGVO.',
  },
  'sh-ibsh-innovationsdarlehen': {
    legalBasis: { kind: 'none' },
    maxAmount: 7_500_000,
    maxAmountBasis: 'program',
    note: 'InnovFin-gestütztes Darlehen: Obergrenze 7,5 Mio. EUR je Unternehmen (InnovFin-KMU-Bürgschaft, zu prüfen).',
  },
  'sh-ibsh-wachstum-im-norden': {
    legalBasis: { kind: 'none' },
    maxAmount: 2_000_000,
    maxAmountBasis: 'program',
    note: 'Darlehen ab 25.000 EUR; Obergrenze in der Quelle nicht genannt, 2 Mio. EUR nach Bürgschaftsrahmen der BB-SH (zu prüfen).',
  },
  'mv-digitrans': {
    legalBasis: { kind: 'deminimis', regulation: 'general' },
    maxAmount: 10_000,
    maxAmountBasis: 'program',
    note: 'Ausgaben 8.000 bis 20.000 EUR bei höchstens 50 %: 10.000 EUR.',
  },
  'bund-exportkreditgarantien-hermesdeckungen': {
    legalBasis: { kind: 'none' },
    maxAmount: 50_000_000,
    maxAmountBasis: 'program',
    note: 'Keine feste Obergrenze; Deckung je Geschäft, 50 Mio. EUR als Richtwert (zu prüfen).',
  },
  'eu-erasmus-fuer-jungunternehmer': {
    legalBasis: { kind: 'none' },
    maxAmount: 6_600,
    maxAmountBasis: 'program',
    note: 'Monatlicher Zuschuss je Gastland (bis ca. 1.100 EUR) für höchstens 6 Monate.',
  },
};
