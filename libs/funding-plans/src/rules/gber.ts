import type { CompanySize, ResearchCategory } from '@libs/shared';
import type { DatedRule } from '@libs/subsidy-engine';
import { PLAN_SOURCES } from './plan-sources';

/**
 * The GBER version whose intensities the planner (and @libs/subsidy-engine's `legalMaxIntensity`) applies:
 * 651/2014 as amended by 2023/1315 (in force 01.07.2023), prolonged by it until 31.12.2026 (Art. 59). An
 * application outside this period gets no GBER intensity here: the successor's figures are not in the code.
 */
export const GBER_VERSION: readonly DatedRule<string>[] = [
  {
    id: 'gber-651-2014-2023-1315',
    value: 'VO (EU) 651/2014 i. d. F. 2023/1315',
    validFrom: '2023-07-01',
    validTo: '2026-12-31',
    legalSource: PLAN_SOURCES.gberValidity,
  },
];

export interface Art25Table {
  /** Art. 25(5): base intensity by category. */
  base: Record<ResearchCategory, number>;
  /** Art. 25(6)(a) for industrial research and experimental development, Art. 25(7) for feasibility studies. */
  sizeBonus: Record<CompanySize, number>;
  /** Art. 25(6)(b): effective collaboration or wide dissemination (not for feasibility studies). */
  collaborationBonus: number;
  /** Art. 25(6): the increased intensity at most 80 % (fundamental research stays at 100 %). */
  cap: number;
}

/** GBER Art. 25 in the 2023/1315 version, valid with it (rules.md §3.2). */
export const ART25_TABLES: readonly DatedRule<Art25Table>[] = [
  {
    id: 'gber-art25-2023/1315',
    value: {
      base: { fundamental: 1, industrial: 0.5, experimental: 0.25, feasibility: 0.5 },
      sizeBonus: { micro: 0.2, small: 0.2, medium: 0.1, large: 0 },
      collaborationBonus: 0.15,
      cap: 0.8,
    },
    validFrom: '2023-07-01',
    validTo: '2026-12-31',
    legalSource: PLAN_SOURCES.gberArt25,
  },
];
