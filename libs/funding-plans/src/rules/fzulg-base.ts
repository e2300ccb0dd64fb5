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
    legalSource: PLAN_SOURCES.fzulg,
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
