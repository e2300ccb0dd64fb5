import type { CompanySize } from '@libs/shared';
import { ruleAt, type DatedRule } from '@libs/subsidy-engine';
import { DEMINIMIS_CEILINGS } from '@libs/subsidy-engine';
import {
  COST_KINDS,
  type CompanyFacts,
  type CostKind,
  type PlanCandidate,
  type ProjectFacts,
} from '../domain/plan-input';
import type { ExcludedProgram, Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { GBER_ART17, GBER_ART18, GBER_ART22, GBER_ART31 } from '../rules/gber-sme-articles';
import { PLAN_SOURCES } from '../rules/plan-sources';
import { dayAsDate } from './calendar';
import { art22Grant, art31Intensity, startUpFailures, unverifiedOf } from './gber-measures';
import { notInForce, pct } from './intensity-outcome';
import { sortReasons } from './exclusion-reasons';
import { regionalIntensity } from './regional-intensity';

/**
 * Stable ids (part of the wire contract: never rename one) and names of the generic measures: each is the
 * room a Land or federal program may offer under the provision, not a program one can apply to.
 */
export const GENERIC_MEASURES = {
  'gber-art-17':
    'Beihilfe nach AGVO Art. 17 über ein passendes Landes- oder Bundesprogramm (KMU-Investitionsbeihilfe)',
  'gber-art-18':
    'Beihilfe nach AGVO Art. 18 über ein passendes Landes- oder Bundesprogramm (KMU-Beratungsbeihilfe)',
  'gber-art-22':
    'Beihilfe nach AGVO Art. 22 über ein passendes Landes- oder Bundesprogramm (Beihilfe für Unternehmensneugründungen)',
  'gber-art-31':
    'Beihilfe nach AGVO Art. 31 über ein passendes Landes- oder Bundesprogramm (Ausbildungsbeihilfe)',
  'deminimis-agriculture':
    'Agrar-De-minimis-Beihilfe nach VO (EU) Nr. 1408/2013 über ein passendes Landes- oder Bundesprogramm',
} as const;
export type GenericMeasureId = keyof typeof GENERIC_MEASURES;

export interface GenericCandidates {
  candidates: PlanCandidate[];
  excluded: ExcludedProgram[];
}

const isSme = (size: CompanySize): boolean => size !== 'large';

/** What a generic measure is: the legal ceiling for a program under the provision, with the provision's text. */
const GENERIC_NATURE =
  'Allgemeiner Beihilferahmen der AGVO bzw. der Agrar-De-minimis-Verordnung: Höchstgrenze für eine Maßnahme, die ein Landes- oder Bundesprogramm nach dieser Vorschrift anbieten darf; kein eigenes Antragsverfahren';

function generic(
  id: GenericMeasureId,
  legalBasis: PlanCandidate['legalBasis'],
  costKinds: readonly CostKind[],
  rate: number,
  maxAmountEur: number | null,
  legalSource: string,
  notes: Finding[],
  detail?: string,
): PlanCandidate {
  return {
    id,
    name: GENERIC_MEASURES[id],
    instrument: 'grant',
    legalBasis,
    costKinds,
    rate,
    maxAmountEur,
    minAmountEur: null,
    // GBER Art. 6(2): a program under these articles needs the application before the start of works. The
    // de-minimis regulation asks no incentive effect.
    requiresApplicationBeforeStart: legalBasis.kind !== 'deminimis',
    exclusiveWith: [],
    excludesOtherAidOnSameCosts: false,
    reducibleToDeminimisHeadroom: legalBasis.kind === 'deminimis',
    applicationDeadline: null,
    generic: true,
    notes: [
      finding('GENERIC_GBER_MEASURE', `${GENERIC_NATURE}; ${legalSource}`, detail ? { detail } : {}),
      ...notes,
    ],
    legalSource,
  };
}

/**
 * Art. 17 is the same inside assisted areas, but there an initial investment may get the map's higher rate
 * (Art. 14) through a regional program: said where the site's area and rate are known and the rate is higher.
 */
function assistedAreaNote(
  size: CompanySize,
  project: ProjectFacts,
  day: string,
  art17Rate: number,
): Finding[] {
  const regional = regionalIntensity(size, project, day);
  if (regional.kind !== 'capped' || regional.rate <= art17Rate) return [];
  return [
    finding('ASSISTED_AREA_MAP_RATE', regional.legalSource, {
      detail: `${regional.label}: ${pct(regional.rate)} statt ${pct(art17Rate)}`,
    }),
  ];
}

/**
 * The generic measures of GBER Art. 17, 18, 22, 31 and the agricultural de-minimis regulation for this
 * company and project, with the rules of the application day. A measure whose costs the project has is
 * either a candidate or excluded with every reason that applies (size, sector, Art. 22 conditions,
 * validity), most fundamental first; a measure for costs the project does not have is not mentioned.
 */
export function genericCandidates(
  company: CompanyFacts,
  project: ProjectFacts,
  size: CompanySize,
): GenericCandidates {
  const day = project.applicationDate;
  const at = dayAsDate(day);
  const candidates: PlanCandidate[] = [];
  const excluded: ExcludedProgram[] = [];
  const has = (kind: CostKind): boolean => (project.costs[kind] ?? 0) > 0;
  const anyCosts = COST_KINDS.some(has);
  const agri = company.primaryAgriculturalProduction === true;

  /** Every reason against a measure at once; the rule of the day where there is one. */
  const examine = <T>(
    id: GenericMeasureId,
    table: readonly DatedRule<T>[],
    what: string,
    checks: { smeOnly?: boolean; notInAgriculture?: boolean; conditions?: (rule: T) => Finding[] },
  ): DatedRule<T> | null => {
    const reasons: Finding[] = [];
    const sources = table[0]?.legalSource ?? PLAN_SOURCES.programGuideline;
    if (checks.smeOnly && !isSme(size))
      reasons.push(finding('SME_ONLY_MEASURE', sources, { detail: `Größenklasse ${size}` }));
    if (checks.notInAgriculture && agri)
      reasons.push(
        finding('SECTOR_EXCLUDED', PLAN_SOURCES.gberPrimaryAgriculture, {
          detail: 'landwirtschaftliche Primärproduktion',
        }),
      );
    const rule = ruleAt(table, at);
    if (!rule) {
      const o = notInForce(what, table, day, sources);
      if (o.kind === 'unavailable') reasons.push(o.reason);
    } else if (checks.conditions) reasons.push(...checks.conditions(rule.value));
    if (reasons.length > 0) {
      excluded.push({ programId: id, name: GENERIC_MEASURES[id], reasons: sortReasons(reasons) });
      return null;
    }
    return rule;
  };

  if (has('investment')) {
    const r = examine('gber-art-17', GBER_ART17, 'AGVO Art. 17 i. d. F. 2023/1315', {
      smeOnly: true,
      notInAgriculture: true,
    });
    if (r) {
      const rate = size === 'medium' ? r.value.medium : r.value.small;
      candidates.push(
        generic(
          'gber-art-17',
          { kind: 'gber', article: '17' },
          ['investment'],
          rate,
          r.value.capEur,
          r.legalSource,
          [...unverifiedOf(r), ...assistedAreaNote(size, project, day, rate)],
        ),
      );
    }
  }
  if (has('consulting')) {
    const r = examine('gber-art-18', GBER_ART18, 'AGVO Art. 18 i. d. F. 2023/1315', { smeOnly: true });
    if (r)
      candidates.push(
        generic(
          'gber-art-18',
          { kind: 'gber', article: '18' },
          ['consulting'],
          r.value.rate,
          r.value.capEur,
          r.legalSource,
          unverifiedOf(r),
        ),
      );
  }
  if (anyCosts) {
    const r = examine('gber-art-22', GBER_ART22, 'AGVO Art. 22 (Beträge der Fassung 2014)', {
      notInAgriculture: true,
      conditions: (rule) =>
        startUpFailures(company.startUp, size, day, rule).map((detail) =>
          finding('START_UP_CONDITION_NOT_MET', GBER_ART22[0]?.legalSource ?? '', { detail }),
        ),
    });
    if (r) {
      const grant = art22Grant(project, day, r.value);
      // No eligible costs of its own (Art. 8(4)): any cost of the project, up to the amount for the site.
      candidates.push(
        generic(
          'gber-art-22',
          { kind: 'gber', article: '22' },
          COST_KINDS,
          1,
          grant.eur,
          r.legalSource,
          unverifiedOf(r),
          grant.detail,
        ),
      );
    }
  }
  if (has('training')) {
    const r = examine('gber-art-31', GBER_ART31, 'AGVO Art. 31 i. d. F. 2023/1315', {});
    if (r) {
      const rate = art31Intensity(size, project.trainingForDisadvantagedWorkers === true, r.value);
      candidates.push(
        generic(
          'gber-art-31',
          { kind: 'gber', article: '31' },
          ['training'],
          rate,
          r.value.projectCapEur,
          r.legalSource,
          [],
        ),
      );
    }
  }
  if (agri && anyCosts) {
    const r = examine(
      'deminimis-agriculture',
      DEMINIMIS_CEILINGS.agriculture,
      'Agrar-De-minimis-Verordnung',
      {},
    );
    if (r)
      candidates.push(
        generic(
          'deminimis-agriculture',
          { kind: 'deminimis', regulation: 'agriculture' },
          COST_KINDS,
          1,
          r.value,
          PLAN_SOURCES.deminimisAgriculture,
          unverifiedOf(r),
        ),
      );
  }
  return { candidates, excluded };
}
