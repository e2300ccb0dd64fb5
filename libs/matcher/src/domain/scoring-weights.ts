import type { CompanySize, ProgramCategory } from '@libs/shared';

/**
 * The score (0-100) is the sum of these criteria, each worth at most its weight. Why these weights:
 * - amount: what the applicant would receive is what they care about most, so it carries the largest share;
 * - specificity: a program written for "a small Saxon company in its first years" is likelier to be granted and
 *   less crowded than a catch-all one, and applicants find the Land programs hardest to discover;
 * - completeness: a match resting on checks we could not run (missing figures) is less certain;
 * - deadline: an open-ended program can be planned, one closing next month may be out of reach;
 * - deminimis: de-minimis aid uses up the applicant's three-year allowance (Reg. (EU) 2023/2831 Art. 3), so
 *   a program outside de-minimis, or with room left, costs less of future options.
 */
export const SCORE_WEIGHTS = {
  amount: 40,
  specificity: 25,
  completeness: 15,
  deadline: 10,
  deminimis: 10,
} as const;

/** How the 25 specificity points split. */
export const SPECIFICITY_POINTS = {
  /** The program is limited to the applicant's Land (vs. open nationwide or EU-wide). */
  landProgram: 12,
  nationwideProgram: 4,
  /** Target groups that name the applicant's size class or age (e.g. "Kleinstunternehmen", "Gruender"). */
  targetGroupExact: 7,
  /** Target groups that name SMEs in general ("KMU", "Mittelstand"). */
  targetGroupSme: 5,
  /** Only "Unternehmen", or no target groups: open to all, says nothing about fit. */
  targetGroupGeneric: 2,
  /** A phase made for the applicant's company age (founding, consolidation, growth). */
  phaseMatch: 6,
  /** No age-specific phase: neutral. Age-specific phases for another stage score 0. */
  phaseNeutral: 2,
} as const;

/** Completeness: points lost per profile field the checks of this program needed but did not get. */
export const POINTS_PER_MISSING_FIELD = 5;

/** Deadline: this many days left or more give full points; a planned, not yet open program gets `planned`. */
export const DEADLINE_FULL_POINTS_DAYS = 180;
export const DEADLINE_PLANNED_POINTS = 3;

/**
 * Amount normalisation, log scale: 1,000 EUR or less scores 0, 10,000,000 EUR or more the full 40 points.
 * Funding spans four orders of magnitude (850 EUR coaching to 150 M EUR loans); a linear scale would rank
 * every grant below every large loan.
 */
export const AMOUNT_SCALE_EUR = { floor: 1_000, ceiling: 10_000_000 } as const;

/**
 * What one euro of this instrument is worth to the applicant compared to one euro of grant. A loan or a
 * guarantee has to be repaid or covers a risk; only its gross grant equivalent is aid (Reg. (EU) 2023/2831
 * Art. 4; GBER Art. 5), for promotional loans typically a few percent of the principal. Rough factors keep
 * a 1 M EUR loan from outranking a 300,000 EUR grant; the reason text still names the full financing amount.
 */
export const VALUE_PER_EURO: Record<ProgramCategory, number> = {
  zuschuss: 1,
  beratung: 1,
  steuervorteil: 1,
  beteiligung: 0.1,
  darlehen: 0.1,
  kredit: 0.1,
  buergschaft: 0.05,
};

type Instrument = 'grant' | 'consulting' | 'financing' | 'tax';
export const INSTRUMENT_OF: Record<ProgramCategory, Instrument> = {
  zuschuss: 'grant',
  beratung: 'consulting',
  steuervorteil: 'tax',
  darlehen: 'financing',
  kredit: 'financing',
  buergschaft: 'financing',
  beteiligung: 'financing',
};

/**
 * The project budget assumed for the estimate, by the applicant's SME class (from its figures, 2003/361/EC)
 * and the instrument, because the match request carries no budget. Orders of magnitude from the seed's
 * programs: consulting fees are capped at a few thousand euros (BAFA Unternehmensberatung: 3,500 EUR), an
 * SME's investment or R&D project is in the hundreds of thousands (ZIM: eligible costs up to 550,000 EUR),
 * financing covers larger investments. A program's own minimum eligible costs raise the budget to it.
 */
export const TYPICAL_BUDGET_EUR: Record<Instrument, Record<CompanySize, number>> = {
  consulting: { micro: 5_000, small: 10_000, medium: 20_000, large: 50_000 },
  grant: { micro: 50_000, small: 200_000, medium: 1_000_000, large: 5_000_000 },
  tax: { micro: 100_000, small: 500_000, medium: 2_000_000, large: 10_000_000 },
  financing: { micro: 150_000, small: 750_000, medium: 3_000_000, large: 15_000_000 },
};
