import type { CuratedTerms } from './curated-terms.type';
import { SMALL, SME, bySize } from './curation-vocabulary';

const FULL = { baseRate: null, financingShare: 1 };

/** Länder programs of NRW, Niedersachsen, Hessen, Rheinland-Pfalz, Saarland, Bremen, Schleswig-Holstein and the east. */
export const LAENDER_NORTH_EAST: Record<string, CuratedTerms> = {
  'nw-gruenderstipendium-nrw': {
    rate: { baseRate: 1 },
    note: '1.000 EUR je Person und Monat, max. 12 Monate (Festbetrag); Anträge bis 30.09.2023.',
    // The Land continues it as the Gründungsstipendium NRW (Projektträger Jülich, same networks).
    successorId: 'nw-gruendungsstipendium-nrw',
  },
  'nw-gruendungsstipendium-nrw': {
    rate: { baseRate: 1 },
    note: '1.200 EUR brutto je Monat für ein Jahr (Festbetrag: Satz 100 % bis Höchstbetrag).',
  },
  'nw-mid-digitalisierung': {
    rate: { baseRate: 0.5 },
    note: 'Gutschein bis 15.000 EUR (Losverfahren, 2026-2029); De-minimis.',
    unverified: ['Fördersatz 50 % (in der Quelle nicht genannt)'],
  },
  'nw-mid-innovation': {
    rate: { baseRate: null },
    note: 'Gutschein bis 40.000 EUR; seit 01.07.2025 keine neuen Anträge; Satz nicht genannt.',
  },
  'sn-sab-innovationspraemie': {
    rate: { baseRate: 0.5 },
    note: 'Bis 50 % der Fremdleistungen, max. 20.000 EUR pro Jahr (Stand 2017, zu prüfen).',
  },
  'sn-buergschaftsbank-sachsen-buergschaft-ohne-bank': {
    rate: { baseRate: null, financingShare: 0.8, eligibleCostsMaxEur: 200_000 },
    note: 'Direktweg für Vorhaben bis 200.000 EUR, Bürgschaft bis 80 % (max. 160.000 EUR).',
  },
  'th-digitalbonus-thueringen': {
    minAmount: null,
    rate: { baseRate: 0.5, eligibleCostsMinEur: 5_000 },
    note: 'Bis 50 %, max. 15.000 EUR; Ausgaben mind. 5.000 EUR (Mindestkosten, kein Mindestzuschuss); Status unklar (Antragsstopp gemeldet).',
  },
  'st-ib-digitalisierungsdarlehen': {
    rate: FULL,
    note: 'Bis zum vollen Finanzierungsbedarf, min. 10.000 EUR, in der Regel max. 1,5 Mio. EUR.',
  },
  'st-sachsen-anhalt-digital-innovation': {
    minAmount: null,
    rate: { baseRate: 0.7, eligibleCostsMinEur: 3_000 },
    note: 'Bis 70 %, max. 70.000 EUR, Ausgaben mind. 3.000 EUR (EFRE 2014-2020; aktueller Stand nicht verifiziert).',
  },
  'st-sachsen-anhalt-digital-creativity': {
    rate: { baseRate: 0.9 },
    note: 'Bis 90 %, max. 130.000 EUR (EFRE 2014-2020; aktueller Stand nicht verifiziert).',
  },
  'ni-nbank-gruendungsstipendium': {
    rate: { baseRate: 1 },
    note: 'Seit Juli 2023 2.200 EUR monatlich für max. 10 Monate (Festbetrag).',
  },
  'ni-neustart-niedersachsen-innovation': {
    rate: { baseRate: 0.6 },
    note: '60 %, Automobilwirtschaft 75 % (nicht modelliert); 2020 ausgelaufen.',
  },
  'ni-nbank-niedrigschwellige-innovationsfoerderung': {
    currentSubsidyRateMax: 0.35,
    rate: { baseRate: 0.35 },
    note: 'Stand 2019: bis 35 %, max. 100.000 EUR (2015 noch klein 45 %, mittel 35 %); der neuere Stand gilt.',
    unverified: ['Ob die Größenstaffel 45/35 % fortbesteht'],
  },
  'he-hessen-mikrodarlehen': { rate: FULL, note: '3.000-35.000 EUR ohne bankübliche Sicherheiten.' },
  'he-hessen-mikroliquiditaet': { rate: FULL, note: '3.000-35.000 EUR, befristet bis Ende 2020.' },
  'rp-innotop': {
    legalBasis: { kind: 'gber', article: '25' },
    rate: { baseRate: 0.5, sizeRates: bySize(0.7, 0.6, 0.5) },
    note: 'Durchführbarkeitsstudien klein 70 %, mittel 60 %, SmallMidCaps 50 %; FuE industrielle Forschung 50 % plus KMU-Zuschlag (Art. 25 AGVO): gleiche Staffel.',
  },
  'rp-innovationsgutschein-fue-auftrag': {
    rate: { baseRate: 0.5, eligibleCostsMaxEur: 40_000 },
    note: '50 % der Kosten bis 40.000 EUR, max. 20.000 EUR.',
  },
  'bb-brandenburgischer-innovationsgutschein-2025': {
    rate: { baseRate: 0.5 },
    applicationsOpenFrom: '2025-09-01',
    note: 'FuE bis 100.000 EUR bei 50 %; De-minimis 2023/2831; Anträge ab September 2025.',
    unverified: [
      'BIG 2025: Antragsstart "voraussichtlich ab September 2025" (Quelle); als 01.09.2025 angesetzt',
    ],
  },
  'bb-big-digital-richtlinie-bis-2023': {
    rate: { baseRate: 0.5 },
    note: '50 % Anteilfinanzierung, Implementierung bis 500.000 EUR; seit Ende 2023 ausgelaufen.',
  },
  'sh-lpw-einzelbetriebliche-investitionsfoerderung': {
    legalBasis: { kind: 'regional-aid-map' },
    maxAmountBasis: 'legal-ceiling',
    rate: { baseRate: null, sizeRates: bySize(0.25, 0.2), eligibleCostsMinEur: 50_000 },
    eligibility: { companySizes: SME },
    note: 'Keine Programmobergrenze: Anmeldeschwelle für Regionalbeihilfen. Bis 25 % bzw. 20 %, Mindestinvestition 50.000 EUR; nur KMU.',
    unverified: ['Zuordnung 25 % klein / 20 % mittel angenommen'],
  },
  'sh-ibsh-innovationsdarlehen': {
    maxAmount: 7_500_000,
    maxAmountBasis: 'program',
    rate: FULL,
    note: 'InnovFin-gestütztes Darlehen: Obergrenze 7,5 Mio. EUR je Unternehmen (zu prüfen); 70 % Haftungsfreistellung für die Hausbank.',
  },
  'sh-ibsh-wachstum-im-norden': {
    maxAmount: 2_000_000,
    maxAmountBasis: 'program',
    rate: FULL,
    note: 'Darlehen ab 25.000 EUR; Obergrenze in der Quelle nicht genannt, 2 Mio. EUR nach Bürgschaftsrahmen der BB-SH (zu prüfen).',
  },
  'mv-digitrans': {
    maxAmount: 10_000,
    maxAmountBasis: 'program',
    minAmount: null,
    rate: {
      baseRate: null,
      sizeRates: bySize(0.5, 0.35),
      eligibleCostsMinEur: 8_000,
      eligibleCostsMaxEur: 20_000,
    },
    eligibility: { companySizes: SME },
    note: 'Klein 50 %, mittel 35 %; Ausgaben 8.000-20.000 EUR (besonders innovative Vorhaben bis 100.000 EUR, nicht modelliert): max. 10.000 EUR.',
  },
  'mv-digitalisierung-kleininvestitionen-fue-aufruf': {
    minAmount: null,
    rate: { baseRate: 0.5, eligibleCostsMinEur: 30_000 },
    note: 'KMU unter 100 Beschäftigten bis 50 %, max. 50.000 EUR, förderfähige Ausgaben mind. 30.000 EUR; Aufruf bis 31.12.2024.',
  },
  'sl-digitalinvest-kmu': {
    rate: { baseRate: null, sizeRates: bySize(0.5, 0.3) },
    eligibility: { companySizes: SME },
    note: 'Klein (bis 50 Beschäftigte) 50 %, mittel (51-250) 30 %; max. 20.000 EUR je Unternehmen.',
  },
  'sl-startkapital-programm': {
    rate: FULL,
    eligibility: { companySizes: SMALL, excludedSectors: ['56'] },
    note: 'Darlehen 2.500-25.000 EUR für Gründung und Festigung bis 5 Jahre; Gaststättengewerbe (WZ 56) ausgeschlossen.',
  },
  'sl-sikb-gruendungs-wachstumsfinanzierung': {
    rate: FULL,
    note: 'Bis 100 % Finanzierungsanteil, max. 2 Mio. EUR je Vorhaben.',
  },
  'sl-efre-nachrangdarlehensfonds-saarland-ii': {
    rate: FULL,
    note: 'Nachrangdarlehen bis 1,5 Mio. EUR; Fonds in Planung.',
  },
  'sl-efre-beteiligungsfonds-saarland': {
    rate: FULL,
    note: 'Beteiligungen 250.000-1,5 Mio. EUR; Fonds in Planung.',
  },
  'sl-startup-hilfe-saarland': {
    rate: { baseRate: null, financingShare: 0.5 },
    note: 'Bis 50 % des Bedarfs, max. 800.000 EUR; Anträge bis 30.06.2021.',
  },
  'hb-bab-mikrokredit': {
    rate: FULL,
    note: 'Gesamtkapitalbedarf des Vorhabens bis 125.000 EUR; kleine Unternehmen unter 50 Beschäftigten.',
  },
};
