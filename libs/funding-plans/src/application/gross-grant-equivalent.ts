import type { GuaranteeTerms, LoanTerms } from '../domain/plan-input';
import { REFERENCE_RATE_METHOD, type ReferenceRateMargins } from '../rules/reference-rate-method';
import { deNumber3 } from './german-numbers';

/** The margins of the Communication in force today; the planner passes the ones in force on the application day. */
const CURRENT_MARGINS = (
  REFERENCE_RATE_METHOD[REFERENCE_RATE_METHOD.length - 1] as { value: ReferenceRateMargins }
).value;

export interface GrantEquivalent {
  /** Gross grant equivalent in EUR cents (present value of the advantage). */
  ggeCents: number;
  referenceRatePercent: number;
  discountRatePercent: number;
  /** German one-line explanation with the figures used. */
  explanation: string;
}

const pct = (n: number): string => `${deNumber3(n)} %`;

/** Outstanding principal during year t (1-based): interest-only in the grace years, then linear repayment. */
function outstandingShare(t: number, termYears: number, graceYears: number): number {
  if (t <= graceYears) return 1;
  const repaymentYears = termYears - graceYears;
  return Math.max(0, 1 - (t - graceYears - 1) / repaymentYears);
}

/**
 * Reference-rate method (Communication 2008/C 14/02; GBER Art. 5(2)(b); de-minimis 2023/2831 Art. 4(3)(c)):
 * the advantage of each year is (reference rate - program rate) x outstanding principal, discounted at the
 * discount rate to the date of grant. Yearly periods, interest paid at year end; a partial final year counts
 * as a full one (rounds the advantage up, which is the lawful side for a cap).
 */
export function loanGrantEquivalent(
  principalCents: number,
  terms: LoanTerms,
  baseRatePercent: number,
  margins: ReferenceRateMargins = CURRENT_MARGINS,
): GrantEquivalent {
  const margin = terms.marginBasisPoints ?? margins.defaultMarginBasisPoints;
  const reference = baseRatePercent + margin / 100;
  const discount = baseRatePercent + margins.discountMarginBasisPoints / 100;
  const years = Math.max(1, Math.ceil(terms.termYears));
  const grace = Math.min(years - 1, Math.max(0, Math.floor(terms.gracePeriodYears ?? 0)));
  const spread = Math.max(0, reference - terms.interestRatePercent) / 100;
  let pv = 0;
  for (let t = 1; t <= years; t++) {
    pv += (spread * principalCents * outstandingShare(t, years, grace)) / (1 + discount / 100) ** t;
  }
  return {
    ggeCents: Math.round(pv),
    referenceRatePercent: reference,
    discountRatePercent: discount,
    explanation:
      `Referenzzins ${pct(reference)} (Basissatz ${pct(baseRatePercent)} + ${margin} Bp.) − Programmzins ` +
      `${pct(terms.interestRatePercent)}, ${years} Jahre, davon ${grace} tilgungsfrei, abgezinst mit ${pct(discount)}`,
  };
}

/**
 * Guarantees: the advantage is the market (safe-harbour) premium minus the premium charged, on the guaranteed
 * amount, each year discounted like a loan. The guaranteed amount is taken as constant over the term (an upper
 * bound of the advantage, so caps are never understated).
 */
export function guaranteeGrantEquivalent(
  guaranteedCents: number,
  terms: GuaranteeTerms,
  baseRatePercent: number,
  margins: ReferenceRateMargins = CURRENT_MARGINS,
): GrantEquivalent {
  const discount = baseRatePercent + margins.discountMarginBasisPoints / 100;
  const years = Math.max(1, Math.ceil(terms.termYears));
  const spread = Math.max(0, terms.marketPremiumPercent - terms.premiumPercent) / 100;
  let pv = 0;
  for (let t = 1; t <= years; t++) pv += (spread * guaranteedCents) / (1 + discount / 100) ** t;
  return {
    ggeCents: Math.round(pv),
    referenceRatePercent: terms.marketPremiumPercent,
    discountRatePercent: discount,
    explanation:
      `Marktprämie ${pct(terms.marketPremiumPercent)} − Programmprämie ${pct(terms.premiumPercent)} auf den ` +
      `verbürgten Betrag, ${years} Jahre, abgezinst mit ${pct(discount)}`,
  };
}
