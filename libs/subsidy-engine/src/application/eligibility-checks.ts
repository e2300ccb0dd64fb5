import { endOfGermanDay, isNationwide, parseFederalState } from '@libs/shared';
import type { ApplicantProfile, ProfileField } from '../domain/applicant-profile';
import { warning, type EngineWarning } from '../domain/engine-warning';
import type { SubsidyProgram } from '../domain/subsidy-program';
import { matchesSectorPrefix, parseIndustryCode } from '../rules/nace';
import { legalSectorExclusions } from '../rules/sector-exclusions';
import { SIZE_LABELS } from '../rules/sme-thresholds';
import { LEGAL_SOURCES } from '../rules/legal-sources';
import type { SmeClassification } from './classify-sme';

export interface CheckOutcome {
  warnings: EngineWarning[];
  missing: ProfileField[];
}

const none = (): CheckOutcome => ({ warnings: [], missing: [] });
const only = (w: EngineWarning): CheckOutcome => ({ warnings: [w], missing: [] });
const deDate = (iso: string): string => iso.split('-').reverse().join('.');

export function checkStatus(program: SubsidyProgram): CheckOutcome {
  if (program.status === 'aktiv') return none();
  if (program.status === 'ausgelaufen') {
    return only(
      warning(
        'PROGRAM_NOT_ACTIVE',
        'error',
        'Das Programm ist ausgelaufen; Anträge sind nicht mehr möglich.',
      ),
    );
  }
  const state =
    program.status === 'geplant' ? 'noch nicht geöffnet (geplant)' : 'derzeit nicht geöffnet (inaktiv)';
  return only(
    warning('PROGRAM_NOT_ACTIVE', 'warning', `Das Programm ist ${state}; die Berechnung ist vorläufig.`),
  );
}

/** The deadline is the last German calendar day on which applications are accepted. */
export function checkDeadline(program: SubsidyProgram, referenceDate: Date): CheckOutcome {
  const deadline = program.applicationDeadline?.slice(0, 10) ?? null;
  if (deadline === null || referenceDate.getTime() <= endOfGermanDay(deadline).getTime()) return none();
  return only(warning('DEADLINE_PASSED', 'error', `Die Antragsfrist endete am ${deDate(deadline)}.`));
}

export function checkRegion(program: SubsidyProgram, profile: ApplicantProfile): CheckOutcome {
  const regions =
    program.terms.eligibility.regions.length > 0
      ? program.terms.eligibility.regions
      : program.eligibleRegions;
  if (regions.length === 0 || regions.some(isNationwide)) return none();
  const land = parseFederalState(profile.federalState);
  if (land === null) {
    return only(
      warning(
        'REGION_NOT_ELIGIBLE',
        'error',
        `Bundesland '${profile.federalState}' ist unbekannt; förderfähig: ${regions.join(', ')}.`,
      ),
    );
  }
  if (regions.some((r) => parseFederalState(r) === land)) return none();
  return only(
    warning(
      'REGION_NOT_ELIGIBLE',
      'error',
      `Sitz in ${land}; das Programm fördert nur in ${regions.join(', ')}.`,
    ),
  );
}

export function checkSize(
  program: SubsidyProgram,
  profile: ApplicantProfile,
  sme: SmeClassification,
): CheckOutcome {
  const { companySizes, employeeMax } = program.terms.eligibility;
  const warnings: EngineWarning[] = [];
  if (companySizes !== null && companySizes.length === 0) {
    warnings.push(
      warning('SIZE_NOT_ELIGIBLE', 'error', 'Das Programm fördert Privatpersonen, keine Unternehmen.'),
    );
  } else if (companySizes !== null && !companySizes.includes(sme.size)) {
    const allowed = companySizes.map((s) => SIZE_LABELS[s]).join(', ');
    warnings.push(
      warning(
        'SIZE_NOT_ELIGIBLE',
        'error',
        `${SIZE_LABELS[sme.size]} nicht antragsberechtigt; zugelassen: ${allowed}.`,
      ),
    );
  }
  if (employeeMax !== null && profile.employeeCount > employeeMax) {
    warnings.push(
      warning(
        'SIZE_NOT_ELIGIBLE',
        'error',
        `${profile.employeeCount} Beschäftigte; das Programm lässt höchstens ${employeeMax} zu.`,
      ),
    );
  }
  return { warnings, missing: [] };
}

export function checkCompanyAge(program: SubsidyProgram, profile: ApplicantProfile): CheckOutcome {
  const { companyAgeMaxYears: max, companyAgeMinYears: min = null } = program.terms.eligibility;
  if (max === null && min === null) return none();
  const age = profile.companyAgeYears ?? null;
  if (age === null) {
    const limit = max !== null ? `höchstens ${max}` : `mindestens ${min}`;
    return {
      warnings: [
        warning('DATA_MISSING', 'warning', `Unternehmensalter fehlt; das Programm verlangt ${limit} Jahre.`),
      ],
      missing: ['companyAgeYears'],
    };
  }
  if (max !== null && age > max) {
    return only(
      warning(
        'COMPANY_TOO_OLD',
        'error',
        `Unternehmen ${age} Jahre alt; zulässig sind höchstens ${max} Jahre.`,
      ),
    );
  }
  if (min !== null && age < min) {
    return only(
      warning(
        'COMPANY_TOO_YOUNG',
        'error',
        `Unternehmen ${age} Jahre alt; verlangt sind mindestens ${min} Jahre.`,
      ),
    );
  }
  return none();
}

/** Program exclusions plus those of the legal basis (e.g. NACE 01/03 outside the general de-minimis regulation). */
export function checkSector(program: SubsidyProgram, profile: ApplicantProfile): CheckOutcome {
  const ownPrefixes = program.terms.eligibility.excludedSectors;
  const exclusions = [
    ...legalSectorExclusions(program.terms.legalBasis),
    ...(ownPrefixes.length > 0
      ? [
          {
            prefixes: ownPrefixes,
            label: 'Ausschluss nach Programmrichtlinie',
            legalSource: LEGAL_SOURCES.programGuideline,
          },
        ]
      : []),
  ];
  if (exclusions.length === 0) return none();
  const code = parseIndustryCode(profile.industryCode);
  if (code === null) {
    return {
      warnings: [
        warning(
          'DATA_MISSING',
          'warning',
          `WZ/NACE-Code '${profile.industryCode}' nicht lesbar; Branchenausschlüsse ungeprüft.`,
        ),
      ],
      missing: ['industryCode'],
    };
  }
  const hit = exclusions.find((e) => e.prefixes.some((p) => matchesSectorPrefix(code, p)));
  if (!hit) return none();
  return only(
    warning(
      'SECTOR_EXCLUDED',
      'error',
      `WZ ${profile.industryCode.trim()} ausgeschlossen: ${hit.label} (${hit.legalSource}).`,
    ),
  );
}
