import type { CuratedTerms } from './curated-terms.type';
import { NO_STATE_AID, SME } from './curation-vocabulary';

/** EU direct management (Horizon Europe, EIC, LIFE, Erasmus): no State-aid ceiling on our side. */
export const EU_PROGRAMS: Record<string, CuratedTerms> = {
  'eu-eic-accelerator': {
    legalBasis: NO_STATE_AID,
    rate: { baseRate: 0.7 },
    eligibility: { companySizes: SME },
    note: 'Zuschuss 70 % bis 2,5 Mio. EUR; Small Mid-Caps nur für die Eigenkapitalkomponente: Zuschuss nur KMU.',
  },
  'eu-eic-pathfinder-open': {
    legalBasis: NO_STATE_AID,
    rate: { baseRate: 1 },
    note: '100 % als Pauschale, bis ca. 4 Mio. EUR; Frist 12.05.2026.',
  },
  'eu-eic-transition': {
    legalBasis: NO_STATE_AID,
    rate: { baseRate: 1 },
    note: '100 % der förderfähigen Kosten, 0,5-2,5 Mio. EUR (Mindestbetrag 500.000 EUR).',
  },
  'eu-horizon-europe-research-innovation-actions': {
    legalBasis: NO_STATE_AID,
    maxAmount: 15_000_000,
    maxAmountBasis: 'program',
    rate: { baseRate: 1 },
    note: 'Direkte EU-Mittelverwaltung ohne beihilferechtliche Obergrenze; 100 % für alle Organisationstypen; 15 Mio. EUR als Obergrenze typischer Ausschreibungen (je Aufruf verschieden).',
  },
  'eu-horizon-europe-innovation-actions': {
    legalBasis: NO_STATE_AID,
    maxAmount: 15_000_000,
    maxAmountBasis: 'program',
    rate: { baseRate: 0.7 },
    note: 'Direkte EU-Mittelverwaltung; 70 % für gewinnorientierte Organisationen; 15 Mio. EUR als Obergrenze typischer Ausschreibungen (je Aufruf verschieden).',
  },
  'eu-life-standard-action-projects': {
    legalBasis: NO_STATE_AID,
    maxAmount: 6_000_000,
    maxAmountBasis: 'program',
    rate: { baseRate: 0.6 },
    note: 'Kofinanzierung bis 60 %; typische Projekte 1-10 Mio. EUR: 6 Mio. EUR als Obergrenze typischer Projekte.',
  },
  'eu-erasmus-fuer-jungunternehmer': {
    legalBasis: NO_STATE_AID,
    maxAmount: 6_600,
    maxAmountBasis: 'program',
    rate: { baseRate: 1 },
    note: 'Monatlicher Zuschuss je Gastland (bis ca. 1.100 EUR) für höchstens 6 Monate: Festbeträge, Satz 100 % bis Höchstbetrag.',
  },
};
