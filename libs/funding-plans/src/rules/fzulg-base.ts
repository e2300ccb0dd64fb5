import type { DatedRule } from '@libs/subsidy-engine';
import { PLAN_SOURCES } from './plan-sources';

/**
 * § 3 Abs. 4 FZulG: contract research counts with this share of the price. 70 % for expenses incurred after
 * 27.03.2024 (Wachstumschancengesetz), 60 % before (rules.md §5). Read on the project's start, the first day
 * expenses can arise: a project begun earlier gets the lower share (the lawful side for its later expenses).
 */
export const FZULG_CONTRACT_RESEARCH_SHARE: readonly DatedRule<number>[] = [
  {
    id: 'fzulg-contract-research-60',
    value: 0.6,
    validFrom: '2020-01-01',
    validTo: '2024-03-27',
    legalSource: PLAN_SOURCES.fzulgContractResearchOld,
  },
  {
    id: 'fzulg-contract-research-70',
    value: 0.7,
    validFrom: '2024-03-28',
    validTo: null,
    legalSource: PLAN_SOURCES.fzulgContractResearch,
  },
];

/**
 * § 3 Abs. 3b FZulG: overhead and other operating costs as a lump sum of 20 % of the eligible expenses under
 * Abs. 1 to 4 (own personnel and contract research alike), for projects begun after 31.12.2025. Read on the
 * project's start; no individual proof of overhead is possible.
 */
export const FZULG_OVERHEAD_LUMP_SUM: readonly DatedRule<number>[] = [
  {
    id: 'fzulg-overhead-20-2026',
    value: 0.2,
    validFrom: '2026-01-01',
    validTo: null,
    legalSource: PLAN_SOURCES.fzulgOverhead,
  },
];

/**
 * § 3 Abs. 5 FZulG: the assessment base is capped per fiscal year (rules.md §5). Read on the project's start:
 * the costs the advisor gives are taken as one year's expenses from that day, so a project running over
 * several years is capped at one year's maximum (the lawful side; the later years' caps are not added).
 */
export const FZULG_BASE_CAP_EUR: readonly DatedRule<number>[] = [
  {
    id: 'fzulg-base-cap-2m',
    value: 2_000_000,
    validFrom: '2020-01-01',
    validTo: '2020-06-30',
    legalSource: PLAN_SOURCES.fzulgBaseCap,
  },
  {
    id: 'fzulg-base-cap-4m',
    value: 4_000_000,
    validFrom: '2020-07-01',
    validTo: '2024-03-27',
    legalSource: PLAN_SOURCES.fzulgBaseCap,
  },
  {
    id: 'fzulg-base-cap-10m',
    value: 10_000_000,
    validFrom: '2024-03-28',
    validTo: '2025-12-31',
    legalSource: PLAN_SOURCES.fzulgBaseCap,
  },
  {
    id: 'fzulg-base-cap-12m',
    value: 12_000_000,
    validFrom: '2026-01-01',
    validTo: null,
    legalSource: PLAN_SOURCES.fzulgBaseCap,
  },
];

/** § 4 Abs. 1 FZulG: the allowance rate, and the SME bonus for expenses incurred after 27.03.2024. */
export interface FzulgRate {
  base: number;
  smeBonus: number;
}

export const FZULG_RATE: readonly DatedRule<FzulgRate>[] = [
  {
    id: 'fzulg-rate-25',
    value: { base: 0.25, smeBonus: 0 },
    validFrom: '2020-01-01',
    validTo: '2024-03-27',
    legalSource: PLAN_SOURCES.fzulgRate,
  },
  {
    id: 'fzulg-rate-25-sme-35',
    value: { base: 0.25, smeBonus: 0.1 },
    validFrom: '2024-03-28',
    validTo: null,
    legalSource: PLAN_SOURCES.fzulgRate,
  },
];
