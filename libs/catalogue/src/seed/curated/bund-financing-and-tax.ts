import type { CuratedTerms } from './curated-terms.type';
import { GENERAL_DEMINIMIS, NO_STATE_AID, PRIVATE_PERSONS_ONLY, SMALL, SME } from './curation-vocabulary';

const FULL = { baseRate: null, financingShare: 1 };

/** Federal loans, guarantees, equity (KfW, ERP, Bürgschaftsbanken, HTGF, MBG) and tax programs. */
export const BUND_FINANCING_AND_TAX: Record<string, CuratedTerms> = {
  'kfw-erp-gruenderkredit-startgeld-067': {
    legalBasis: GENERAL_DEMINIMIS,
    rate: FULL,
    eligibility: { companySizes: SMALL },
    note: 'Bis 100 % des Fremdfinanzierungsbedarfs, max. 125.000 EUR; De-minimis-Beihilfe (Bruttosubventionsäquivalent zählt).',
  },
  'kfw-erp-foerderkredit-kmu-365-366': {
    rate: FULL,
    note: 'Bis 100 % der förderfähigen Kosten, max. 25 Mio. EUR je Vorhaben.',
  },
  'kfw-erp-foerderkredit-gruendung-nachfolge-077': {
    rate: { baseRate: null, financingShare: 0.35 },
    note: 'Max. 35 % der Bemessungsgrundlage, höchstens 500.000 EUR je Antragsteller.',
  },
  'kfw-erp-foerderkredit-digitalisierung-511-512': {
    rate: FULL,
    note: 'Kredit bis 25 Mio. EUR; der Zuschuss bis 5 % in höheren Stufen (max. 200.000 EUR) ist nicht modelliert.',
  },
  'kfw-erp-foerderkredit-innovation-513-514': {
    rate: FULL,
    note: 'Kredit bis 25 Mio. EUR; Zuschuss bis 5 % bei anspruchsvollen Vorhaben nicht modelliert.',
  },
  'kfw-erp-digitalisierungs-innovationskredit-380': {
    rate: FULL,
    note: 'Bis 25 Mio. EUR; eingestellt zum 01.07.2025.',
  },
  'kfw-erp-mezzanine-fuer-innovation': {
    legalBasis: NO_STATE_AID,
    maxAmount: 5_000_000,
    maxAmountBasis: 'program',
    rate: FULL,
    note: 'ERP-Mezzanine für Innovation: bis 5 Mio. EUR je Vorhaben; seit 01.07.2025 eingestellt.',
  },
  'kfw-erp-kapital-fuer-gruendung-058': {
    rate: { baseRate: null, financingShare: 0.85 },
    note: 'Eigenmittel 15 % (alte Länder) bzw. 10 % (neue Länder): Finanzierungsanteil 85 % angenommen; eingestellt 2023.',
  },
  'kfw-wohneigentum-fuer-familien-300': {
    rate: FULL,
    eligibility: { companySizes: PRIVATE_PERSONS_ONLY },
    note: 'Nur Familien (Privatpersonen) für selbstgenutztes Wohneigentum.',
  },
  'kfw-jung-kauft-alt-308': {
    rate: FULL,
    eligibility: { companySizes: PRIVATE_PERSONS_ONLY },
    note: 'Nur Familien (Privatpersonen) für den Kauf eines sanierungsbedürftigen Hauses.',
  },
  'kfw-beg-wohngebaeude-kredit-261': {
    rate: FULL,
    note: 'Kredit bis 150.000 EUR je Wohneinheit; Tilgungszuschuss je Effizienzhaus-Stufe nicht modelliert.',
  },
  'kfw-klimafreundlicher-neubau-wohngebaeude-297-298': {
    rate: FULL,
    note: 'Bis 100.000 EUR je Wohneinheit (150.000 EUR mit QNG); eine Wohneinheit angenommen.',
  },
  'kfw-erneuerbare-energien-standard-270': {
    rate: FULL,
    note: 'Bis 100 % der Investitionskosten, max. 150 Mio. EUR.',
  },
  'kfw-klimaschutzoffensive-mittelstand-293': {
    rate: FULL,
    note: 'Kredit bis 100 % der Kosten; subsidyRateMax 6 % ist der Klimazuschuss (nicht modelliert), nicht der Finanzierungsanteil.',
  },
  'kfw-heizungsfoerderung-458': {
    legalBasis: NO_STATE_AID,
    rate: { baseRate: 0.3, eligibleCostsMaxEur: 30_000 },
    eligibility: { companySizes: PRIVATE_PERSONS_ONLY },
    note: 'Grundförderung 30 % auf max. 30.000 EUR; Boni bis 70 % nur für selbstnutzende Privatpersonen.',
  },
  'bmwk-mikromezzaninfonds-deutschland': {
    rate: FULL,
    eligibility: { companySizes: SMALL },
    note: 'Mikromezzaninfonds III: max. 100.000 EUR, Folgebeträge bis 150.000 EUR; kleine Unternehmen.',
  },
  'htgf-seed-finanzierung': {
    rate: FULL,
    eligibility: { companySizes: SMALL },
    note: 'Bis 1 Mio. EUR in der Seed-Runde; kleine Unternehmen bis drei Jahre.',
  },
  'buergschaftsbanken-ausfallbuergschaft': {
    legalBasis: { kind: 'notified', reference: 'Bürgschaftsbanken-Rückbürgschaften des Bundes' },
    maxAmount: 1_250_000,
    maxAmountBasis: 'program',
    rate: { baseRate: null, financingShare: 0.8 },
    eligibility: { companySizes: SME },
    note: 'Bürgschaft bis 80 % des Kredits; Höchstbetrag 1,25 Mio. EUR (Quellen nennen teils 750.000 EUR; Stand 2015, zu prüfen).',
  },
  'bmwk-coparion': {
    rate: { baseRate: null, financingShare: 0.5 },
    note: 'Privater Co-Investor mindestens in gleicher Höhe: coparion trägt höchstens die Hälfte der Runde.',
  },
  'mbg-stille-beteiligungen': {
    rate: FULL,
    note: 'In der Regel 50.000 EUR bis 1 Mio. EUR, im Einzelfall bis 2,5 Mio. EUR.',
  },
  'bund-exportkreditgarantien-hermesdeckungen': {
    legalBasis: NO_STATE_AID,
    maxAmount: 50_000_000,
    maxAmountBasis: 'program',
    rate: { baseRate: null, financingShare: 0.95 },
    note: 'Deckung 95 % (Selbstbehalt 5 %, bei Nichtzahlungsrisiken 15 %); keine feste Obergrenze, 50 Mio. EUR als Richtwert (zu prüfen).',
  },
  'bund-forschungszulage': {
    legalBasis: { kind: 'tax', law: 'FZulG' },
    currentMaxAmount: 4_200_000,
    rate: { baseRate: 0.25, sizeRates: { micro: 0.35, small: 0.35, medium: 0.35 } },
    note: 'Ab 2026 Bemessungsgrundlage 12 Mio. EUR: max. 4,2 Mio. EUR für KMU (35 %), 3 Mio. EUR für Großunternehmen; die Engine rechnet die Sätze und Grenzen nach Stichtag.',
  },
  'bund-steuerermaessigung-energetische-sanierung-35c': {
    legalBasis: { kind: 'tax', law: 'EStG § 35c' },
    rate: { baseRate: 0.2, eligibleCostsMaxEur: 200_000 },
    eligibility: { companySizes: PRIVATE_PERSONS_ONLY },
    note: '20 % über drei Jahre auf Aufwendungen bis 200.000 EUR je selbstgenutztem Objekt; nur Privatpersonen.',
  },
  'bund-investitionsabzugsbetrag-7g': {
    legalBasis: { kind: 'tax', law: 'EStG § 7g' },
    rate: { baseRate: 0.5 },
    note: 'Abzug bis 50 % der voraussichtlichen Kosten, max. 200.000 EUR je Betrieb; Betrag ist ein Gewinnabzug, keine Steuerersparnis.',
  },
};
