import { parseFederalState, type CompanySize, type RateTerms } from '@libs/shared';
import type { ApplicantProfile } from '../domain/applicant-profile';
import { warning } from '../domain/engine-warning';
import type { SubsidyProgram } from '../domain/subsidy-program';
import { LEGAL_SOURCES } from '../rules/legal-sources';
import { legalMaxIntensity } from '../rules/legal-max-intensity';
import { SIZE_LABELS } from '../rules/sme-thresholds';
import { emptyTrace, percent, type StepTrace } from './pipeline-state';

const SIZE_FALLBACK: Record<CompanySize, CompanySize[]> = {
  micro: ['micro', 'small'],
  small: ['small'],
  medium: ['medium'],
  large: ['large'],
};

function bySize(rates: Partial<Record<CompanySize, number>> | undefined, size: CompanySize): number | null {
  for (const s of SIZE_FALLBACK[size]) {
    const r = rates?.[s];
    if (r !== undefined) return r;
  }
  return null;
}

interface Candidate {
  rate: number;
  label: string;
}

/** The guideline's rate for this applicant: region beats size beats base; a young-company rate wins if higher. */
function guidelineRate(
  terms: RateTerms,
  profile: ApplicantProfile,
  size: CompanySize,
  trace: StepTrace,
): Candidate | null {
  const land = parseFederalState(profile.federalState);
  const regional = land
    ? terms.regionalRates?.find((r) => r.regions.some((x) => parseFederalState(x) === land))
    : undefined;
  let chosen: Candidate | null = null;
  if (regional) {
    chosen = {
      rate: bySize(regional.sizeRates, size) ?? regional.rate,
      label: `Regionaler Satz: ${regional.label}`,
    };
    if (regional.caveat) trace.warnings.push(warning('REGIONAL_RATE_CAVEAT', 'info', regional.caveat));
  } else {
    const sized = bySize(terms.sizeRates, size);
    if (sized !== null) chosen = { rate: sized, label: `Satz für ${SIZE_LABELS[size]}` };
    else if (terms.baseRate !== null) chosen = { rate: terms.baseRate, label: 'Grundfördersatz' };
  }
  const age = profile.companyAgeYears ?? null;
  for (const a of terms.ageRates ?? []) {
    const sizeFits = a.sizes === undefined || a.sizes.includes(size);
    if (sizeFits && age !== null && age < a.belowAgeYears && (chosen === null || a.rate > chosen.rate)) {
      chosen = { rate: a.rate, label: a.label };
    }
  }
  return chosen;
}

/**
 * Rate step: the guideline's rate (base, size, region, age), capped by the program's `subsidyRateMax` and
 * by the legal maximum intensity of its legal basis (GBER article table, regional aid map).
 */
export function determineRate(
  program: SubsidyProgram,
  profile: ApplicantProfile,
  size: CompanySize,
): { rate: number; trace: StepTrace } {
  const trace = emptyTrace();
  // A rate read from the program's text and confirmed by a person cites that, not a guideline.
  const source = program.terms.provenance?.subsidyRateMax ?? LEGAL_SOURCES.programGuideline;
  let candidate = guidelineRate(program.terms.rate, profile, size, trace);
  if (candidate === null) {
    candidate = { rate: 1, label: 'Kein Fördersatz genannt: Kosten bis zum Höchstbetrag' };
    trace.warnings.push(
      warning(
        'RATE_NOT_STATED',
        'info',
        'Die Quelle nennt keinen Fördersatz; gerechnet wird mit den Kosten bis zum Höchstbetrag.',
      ),
    );
  }
  let rate = Math.min(1, Math.max(0, candidate.rate));
  trace.breakdown.push({
    step: 'rate',
    label: candidate.label,
    value: rate,
    unit: 'rate',
    legalSource: source,
  });

  if (program.subsidyRateMax !== null && rate > program.subsidyRateMax) {
    rate = program.subsidyRateMax;
    trace.breakdown.push({
      step: 'rate',
      label: `Höchstsatz des Programms ${percent(rate)}`,
      value: rate,
      unit: 'rate',
      legalSource: source,
    });
  }

  const legal = legalMaxIntensity(program.terms.legalBasis, size);
  if (legal) {
    trace.ruleVersions.push(legal.ruleVersion);
    if (legal.unverified)
      trace.warnings.push(warning('UNVERIFIED_RULE', 'info', `${legal.label}: ${legal.unverified}.`));
    if (rate > legal.rate) {
      trace.warnings.push(
        warning(
          'LEGAL_MAX_INTENSITY',
          legal.rate === 0 ? 'error' : 'warning',
          `Fördersatz ${percent(rate)} auf die Höchstintensität ${percent(legal.rate)} begrenzt (${legal.label}, ${SIZE_LABELS[size]}).`,
        ),
      );
      rate = legal.rate;
      trace.breakdown.push({
        step: 'rate',
        label: `Beihilferechtliche Höchstintensität: ${legal.label}`,
        value: rate,
        unit: 'rate',
        legalSource: legal.legalSource,
      });
    }
  }
  return { rate, trace };
}
