import type { CuratedTerms } from './curated-terms.type';
import { DEMINIMIS_SCOPE_EXCLUSIONS, GENERAL_DEMINIMIS, SMALL, SME, bySize } from './curation-vocabulary';

const FULL = { baseRate: null, financingShare: 1 };

/** Länder programs of Baden-Württemberg, Bayern, Berlin and Hamburg. */
export const LAENDER_SOUTH: Record<string, CuratedTerms> = {
  'bw-lbank-startfinanzierung-80': {
    legalBasis: GENERAL_DEMINIMIS,
    rate: FULL,
    note: 'Max. 150.000 EUR je Gründer bzw. Unternehmen, 80 % Bürgschaft obligatorisch; De-minimis (Bruttosubventionsäquivalent).',
  },
  'bw-digitalisierungspraemie-plus': {
    rate: { baseRate: 0.35, eligibleCostsMaxEur: 15_000 },
    note: 'Zuschussvariante: 35 %, max. 4.000 EUR, Vorhaben bis 15.000 EUR (ab 18.09.2023); seit 01.07.2025 ersetzt.',
  },
  'bw-digitalisierungsfinanzierung': {
    legalBasis: GENERAL_DEMINIMIS,
    maxAmountBasis: 'legal-ceiling',
    minAmount: null,
    rate: { baseRate: null, financingShare: 1, eligibleCostsMinEur: 25_000 },
    note: 'Keine Programmobergrenze genannt: De-minimis-Höchstbetrag. Finanzierung bis 100 % (die 5 % Digitalisierungsprämie ist nicht der Finanzierungsanteil); Mindestinvestition 25.000 EUR.',
  },
  'bw-innovationsgutschein-bw': {
    rate: { baseRate: 0.5, eligibleCostsMaxEur: 15_000 },
    note: '50 %, max. 7.500 EUR; bis 100 VZÄ und 20 Mio. EUR Umsatz oder Bilanzsumme (Umsatzgrenze nicht modelliert).',
  },
  'bw-innovationsgutschein-hightech-bw': {
    rate: { baseRate: 0.5, eligibleCostsMaxEur: 40_000 },
    eligibility: { companyAgeMinYears: 5 },
    note: '50 %, max. 20.000 EUR; Unternehmen älter als fünf Jahre, bis 100 VZÄ und 20 Mio. EUR Umsatz.',
  },
  'bw-innovationsgutschein-startup-bw': {
    rate: { baseRate: 0.5, eligibleCostsMaxEur: 40_000 },
    note: '50 %, max. 20.000 EUR; Start-ups bis fünf Jahre nach Gründung.',
  },
  'bw-mbg-beteiligung-existenzgruendung': {
    rate: FULL,
    note: 'Stille Beteiligung 50.000-250.000 EUR (Konditionen laut älterer Quelle).',
  },
  'bw-mezzanine-beteiligungsprogramm': {
    legalBasis: { kind: 'notified', reference: 'Bundesregelung Kleinbeihilfen 2020' },
    rate: FULL,
    note: 'Max. 800.000 EUR nach der befristeten Kleinbeihilfenregelung (Corona-Rahmen); Status nicht geprüft, als inaktiv geführt.',
  },
  'by-digitalbonus-standard': {
    legalBasis: GENERAL_DEMINIMIS,
    minAmount: null,
    rate: { baseRate: 0.5, eligibleCostsMinEur: 4_000 },
    eligibility: { companySizes: SMALL },
    note: 'Seit 01.07.2024 max. 7.500 EUR (vorher 10.000 EUR) bei 50 %; Ausgaben müssen 4.000 EUR übersteigen (Mindestkosten, kein Mindestzuschuss); freie Berufe ausgeschlossen (nicht über WZ abbildbar).',
  },
  'by-digitalbonus-plus': {
    legalBasis: GENERAL_DEMINIMIS,
    minAmount: null,
    rate: { baseRate: 0.5, eligibleCostsMinEur: 4_000 },
    eligibility: { companySizes: SMALL },
    note: 'Seit 01.07.2024 max. 30.000 EUR (vorher 50.000 EUR) bei 50 %; Mindestausgaben 4.000 EUR.',
  },
  'by-lfa-gruendungs-wachstumskredit': {
    rate: FULL,
    note: 'Höchstbetrag seit 2025 20 Mio. EUR je Vorhaben; KMU unter 250 Beschäftigten.',
  },
  'by-lfa-universalkredit': { rate: FULL, note: 'Höchstbetrag seit 2025 25 Mio. EUR.' },
  'by-lfa-innovationskredit-4-0': { rate: FULL, note: 'Höchstbetrag seit 2025 15 Mio. EUR.' },
  'by-baytp-plus': {
    legalBasis: { kind: 'gber', article: '25', researchCategory: 'experimental' },
    maxAmountBasis: 'legal-ceiling',
    rate: { baseRate: 0.25, sizeRates: bySize(0.45, 0.35, 0.25) },
    note: 'Keine Programmobergrenze genannt: Anmeldeschwelle nach Art. 4 AGVO. Entwicklungsvorhaben 25 % plus 20 Punkte (klein) bzw. 10 Punkte (mittel), Art. 25 AGVO; unter 400 Beschäftigten.',
  },
  'by-baytou': {
    legalBasis: { kind: 'gber', article: '25', researchCategory: 'experimental' },
    maxAmountBasis: 'legal-ceiling',
    rate: { baseRate: 0.25, sizeRates: bySize(0.45, 0.35, 0.25) },
    note: 'Keine Programmobergrenze genannt: Anmeldeschwelle nach Art. 4 AGVO. Entwicklungsvorhaben 25 % plus 20/10 Punkte für kleine/mittlere Unternehmen; Softwareunternehmen max. 150.000 EUR (nicht modelliert).',
  },
  'by-innovationsgutschein-bayern': {
    legalBasis: GENERAL_DEMINIMIS,
    maxAmount: 40_000,
    maxAmountBasis: 'program',
    rate: { baseRate: 0.5, eligibleCostsMinEur: 4_000, eligibleCostsMaxEur: 80_000 },
    eligibility: { companySizes: SMALL },
    note: 'Zuwendungsfähige Kosten 4.000-30.000 EUR (Standard) bzw. bis 80.000 EUR (Spezial); 50 % angenommen: max. 40.000 EUR.',
    unverified: ['Fördersatz 50 % (in der Quelle nicht genannt)'],
  },
  'be-ibb-pro-fit-fruehphasenfinanzierung': {
    rate: FULL,
    note: 'Bis 500.000 EUR, Finanzierungsanteil bis 100 %; Frühphase 1 je zur Hälfte Zuschuss und Darlehen (nicht getrennt modelliert).',
  },
  'be-gruendungsbonus': {
    rate: { baseRate: 0.5 },
    eligibility: {
      companySizes: ['micro'],
      excludedSectors: ['F', '55', '56', '47.1', '47.2', '47.3', '47.4', '47.5', '47.6', '47.7', '47.8'],
    },
    note: '50 %, max. 50.000 EUR; Kleinstunternehmen bis 12 Monate; ausgeschlossen Baugewerbe (F), Hotellerie (55), Gastronomie (56), stationärer Einzelhandel (47.1-47.8).',
  },
  'be-coaching-bonus': {
    legalBasis: GENERAL_DEMINIMIS,
    maxAmount: 16_000,
    maxAmountBasis: 'program',
    rate: {
      baseRate: 0.5,
      eligibleCostsMaxEur: 20_000,
      ageRates: [{ belowAgeYears: 5, rate: 0.8, label: 'Unternehmen unter 5 Jahren am Markt' }],
    },
    eligibility: { companySizes: SME, excludedSectors: DEMINIMIS_SCOPE_EXCLUSIONS },
    note: '80 % für Unternehmen unter 5 Jahren am Markt, 50 % für ältere; max. 20 Tage zu 1.000 EUR: Kosten bis 20.000 EUR, höchstens 16.000 EUR.',
  },
  'hh-innorampup': {
    rate: { baseRate: 1 },
    eligibility: { companySizes: SMALL },
    note: 'Bis 150.000 EUR als Ausgabenerstattung, in begründeten Fällen bis 100 %; kleine Unternehmen jünger als zwei Jahre.',
    unverified: ['Regelfördersatz unter 100 % nicht genannt'],
  },
  'hh-innofounder': {
    rate: { baseRate: 1 },
    eligibility: { companySizes: ['micro'] },
    note: 'Stipendium 2.500 EUR je Person und Monat, max. 75.000 EUR je Team (Festbeträge: Satz 100 % bis Höchstbetrag).',
  },
};
