import type { DatedRule } from './dated-rule';
import { LEGAL_SOURCES } from './legal-sources';

/** Maximum assessment base per fiscal year, § 3 Abs. 5 FZulG, by the date the expenses are incurred. */
export const FZULG_BASE_CAP_EUR: readonly DatedRule<number>[] = [
  {
    id: 'fzulg-base-2m-2020',
    value: 2_000_000,
    validFrom: '2020-01-01',
    validTo: '2020-06-30',
    legalSource: LEGAL_SOURCES.fzulgBase,
  },
  {
    id: 'fzulg-base-4m-2020-07',
    value: 4_000_000,
    validFrom: '2020-07-01',
    validTo: '2024-03-27',
    legalSource: LEGAL_SOURCES.fzulgBase,
  },
  {
    id: 'fzulg-base-10m-2024-03-28',
    value: 10_000_000,
    validFrom: '2024-03-28',
    validTo: '2025-12-31',
    legalSource: LEGAL_SOURCES.fzulgBase,
  },
  {
    id: 'fzulg-base-12m-2026',
    value: 12_000_000,
    validFrom: '2026-01-01',
    validTo: null,
    legalSource: LEGAL_SOURCES.fzulgBase2026,
  },
];

/** § 4 Abs. 1 FZulG: 25 %; + 10 pp for SMEs (Annex I GBER) on expenses incurred after 2024-03-27. */
export const FZULG_RATE: readonly DatedRule<{ base: number; smeBonus: number }>[] = [
  {
    id: 'fzulg-rate-25',
    value: { base: 0.25, smeBonus: 0 },
    validFrom: '2020-01-01',
    validTo: '2024-03-27',
    legalSource: LEGAL_SOURCES.fzulgRate,
  },
  {
    id: 'fzulg-rate-25-sme-35',
    value: { base: 0.25, smeBonus: 0.1 },
    validFrom: '2024-03-28',
    validTo: null,
    legalSource: LEGAL_SOURCES.fzulgRate,
  },
];

/**
 * Not modelled: the base is taken as the project budget; contract research counts at 70 %, own work of
 * owners at an hourly rate, and the 20 % overhead lump sum for projects started after 2025-12-31 would
 * raise it. The per-project State-aid cap including the allowance is UNVERIFIED (rules.md §5).
 */
export const FZULG_UNMODELLED =
  'Bemessungsgrundlage = Projektbudget angenommen (Auftragsforschung 70 %, Eigenleistung, 20 % Gemeinkostenpauschale ab 2026 nicht modelliert).';
