import type { DatedRule } from '@libs/subsidy-engine';
import { PLAN_SOURCES } from './plan-sources';

export interface ReferenceRateMargins {
  /** Margin over the base rate where the caller gives no rating (the Communication's "normally" 100 bp). */
  defaultMarginBasisPoints: number;
  /** The discount rate is the base rate + 100 bp. */
  discountMarginBasisPoints: number;
}

/** Communication 2008/C 14/02, applicable from 01.07.2008 and not replaced since (no end date known). */
export const REFERENCE_RATE_METHOD: readonly DatedRule<ReferenceRateMargins>[] = [
  {
    id: 'reference-rate-method-2008-c-14-02',
    value: { defaultMarginBasisPoints: 100, discountMarginBasisPoints: 100 },
    validFrom: '2008-07-01',
    validTo: null,
    legalSource: PLAN_SOURCES.referenceRateMethod,
  },
];
