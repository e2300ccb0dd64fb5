import type { Program } from '@libs/catalogue';
import { PLAN_CODES, PLAN_SOURCES, type Finding, type PlanInput } from '@libs/funding-plans';
import type { FundingPlanRequest, ProgramTermsInput } from './plan-request.model';

export const DEFAULT_ALTERNATIVES = 3;

const note = (field: string, why: string): Finding => ({
  code: 'INPUT_WITHOUT_EFFECT',
  message: `${PLAN_CODES.INPUT_WITHOUT_EFFECT} (${field}: ${why})`,
  legalSource: PLAN_SOURCES.programGuideline,
});

const LOAN_FIELDS = ['interestRatePercent', 'gracePeriodYears', 'marginBasisPoints'] as const;
const GUARANTEE_FIELDS = ['guaranteePremiumPercent', 'marketPremiumPercent'] as const;
const isLoan = (p: Program): boolean => p.category === 'darlehen' || p.category === 'kredit';

/** Why the terms given for one program change nothing (incomplete, or for another instrument). */
function termsNotes(
  t: ProgramTermsInput,
  i: number,
  program: Program | undefined,
  input: PlanInput,
): Finding[] {
  const at = `programTerms[${i}]`;
  const out: Finding[] = [];
  const has = (k: keyof ProgramTermsInput): boolean => t[k] !== undefined;
  const loanGiven = LOAN_FIELDS.filter(has);
  const guaranteeGiven = GUARANTEE_FIELDS.filter(has);
  if (program && loanGiven.length > 0 && !isLoan(program))
    out.push(
      note(`${at}.${loanGiven.join(', ')}`, 'Darlehenskonditionen für ein Programm, das kein Darlehen ist'),
    );
  else if (loanGiven.length > 0 && (!has('interestRatePercent') || !has('termYears')))
    out.push(
      note(
        `${at}.${loanGiven.join(', ')}`,
        'Darlehenskonditionen brauchen interestRatePercent und termYears',
      ),
    );
  if (program && guaranteeGiven.length > 0 && program.category !== 'buergschaft')
    out.push(
      note(
        `${at}.${guaranteeGiven.join(', ')}`,
        'Bürgschaftskonditionen für ein Programm, das keine Bürgschaft ist',
      ),
    );
  else if (
    guaranteeGiven.length > 0 &&
    (!has('guaranteePremiumPercent') || !has('marketPremiumPercent') || !has('termYears'))
  )
    out.push(
      note(
        `${at}.${guaranteeGiven.join(', ')}`,
        'Bürgschaftskonditionen brauchen guaranteePremiumPercent, marketPremiumPercent und termYears',
      ),
    );
  if (has('termYears') && loanGiven.length === 0 && guaranteeGiven.length === 0)
    out.push(note(`${at}.termYears`, 'Laufzeit ohne Darlehens- oder Bürgschaftskonditionen'));
  const ids = new Set(input.candidates.map((c) => c.id));
  const unknownExclusive = (t.exclusiveWith ?? []).filter((id) => !ids.has(id));
  if (unknownExclusive.length > 0)
    out.push(note(`${at}.exclusiveWith`, `nicht unter den Kandidaten: ${unknownExclusive.join(', ')}`));
  if (t.reducibleToDeminimisHeadroom !== undefined && program?.terms.legalBasis.kind !== 'deminimis')
    out.push(note(`${at}.reducibleToDeminimisHeadroom`, 'das Programm ist keine De-minimis-Beihilfe'));
  return out;
}

/**
 * Every optional request field that changes nothing in this plan, with the reason: the answer says so
 * instead of ignoring it. Fields that always show in the answer (figures, relations, grants,
 * costs, dates, program selection) need no note.
 */
export function unusedInputNotes(
  req: FundingPlanRequest,
  programs: readonly Program[],
  input: PlanInput,
  alternativesFound: number,
): Finding[] {
  const out: Finding[] = [];
  const c = req.company;
  const p = req.project;
  const candidates = input.candidates;
  if (c.deminimisUsedEur !== undefined && c.deminimisGrants !== undefined)
    out.push(note('company.deminimisUsedEur', 'ersetzt durch company.deminimisGrants'));
  const ageMatters = programs.some(
    (x) =>
      (x.terms.eligibility.companyAgeMaxYears ?? null) !== null ||
      (x.terms.eligibility.companyAgeMinYears ?? null) !== null ||
      (x.terms.rate.ageRates?.length ?? 0) > 0,
  );
  if (c.companyAgeYears !== undefined && !ageMatters)
    out.push(note('company.companyAgeYears', 'kein Programm hat eine Altersgrenze oder einen Altersbonus'));
  (c.relations ?? []).forEach((r, i) => {
    if (r.qualifiedInvestor !== undefined && !(r.sharePercent >= 25 && r.sharePercent <= 50))
      out.push(note(`company.relations[${i}].qualifiedInvestor`, 'zählt nur bei Anteilen von 25 bis 50 %'));
  });
  const regional = candidates.some(
    (x) =>
      x.legalBasis.kind === 'regional-aid-map' ||
      (x.legalBasis.kind === 'gber' && x.legalBasis.article === '14'),
  );
  if (!regional) {
    if (p.kreis !== undefined)
      out.push(note('project.kreis', 'kein Regionalbeihilfe-Programm unter den Kandidaten'));
    if (p.regionalAidMapRatePercent !== undefined)
      out.push(
        note('project.regionalAidMapRatePercent', 'kein Regionalbeihilfe-Programm unter den Kandidaten'),
      );
  }
  const withCosts = (x: PlanInput['candidates'][number]): boolean =>
    x.costKinds.some((k) => (input.project.costs[k] ?? 0) > 0);
  const research = candidates.some(
    (x) =>
      withCosts(x) &&
      ((x.legalBasis.kind === 'gber' && x.legalBasis.article === '25') ||
        (x.legalBasis.kind === 'tax' && x.legalBasis.law === 'FZulG')),
  );
  if (!research) {
    const why = 'kein FuE-Programm (AGVO Art. 25, FZulG) mit Kosten unter den Kandidaten';
    if (p.researchCategory !== undefined) out.push(note('project.researchCategory', why));
    if (p.effectiveCollaboration !== undefined) out.push(note('project.effectiveCollaboration', why));
  }
  const regionBound = programs.some(
    (x) =>
      x.terms.legalBasis.kind === 'regional-aid-map' ||
      (x.terms.rate.regionalRates?.length ?? 0) > 0 ||
      !x.terms.eligibility.regions.every((r) => r === 'bundesweit'),
  );
  if (p.federalState !== undefined && (p.federalState === c.federalState || !regionBound))
    out.push(note('project.federalState', 'gleich dem Sitz oder kein Programm mit regionaler Bedingung'));
  const valued = candidates.some(
    (x) => (x.instrument === 'loan' || x.instrument === 'guarantee') && x.legalBasis.kind !== 'none',
  );
  if (req.baseRatePercent !== undefined && !valued)
    out.push(
      note('baseRatePercent', 'kein beihilfehaltiges Darlehen und keine Bürgschaft unter den Kandidaten'),
    );
  // `alternativesFound` counts up to the larger of the request and the default (3): equal counts, no effect.
  if (
    req.alternatives !== undefined &&
    Math.min(alternativesFound, req.alternatives) === Math.min(alternativesFound, DEFAULT_ALTERNATIVES)
  )
    out.push(
      note('alternatives', `${alternativesFound} Alternativen gefunden, gleich viele wie ohne Angabe`),
    );
  const byId = new Map(programs.map((x) => [x.id, x]));
  (req.programTerms ?? []).forEach((t, i) => out.push(...termsNotes(t, i, byId.get(t.programId), input)));
  return out;
}
