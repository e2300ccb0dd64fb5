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
import { notInForce } from './intensity-outcome';

/** Stable ids and names of the generic measures (part of the wire contract: never rename one). */
export const GENERIC_MEASURES = {
  'gber-art-17': 'AGVO Art. 17 – KMU-Investitionsbeihilfe (allgemeiner Rahmen, kein Förderprogramm)',
  'gber-art-18': 'AGVO Art. 18 – KMU-Beratungsbeihilfe (allgemeiner Rahmen, kein Förderprogramm)',
  'gber-art-22':
    'AGVO Art. 22 – Beihilfe für Unternehmensneugründungen (allgemeiner Rahmen, kein Förderprogramm)',
  'gber-art-31': 'AGVO Art. 31 – Ausbildungsbeihilfe (allgemeiner Rahmen, kein Förderprogramm)',
  'deminimis-agriculture': 'Agrar-De-minimis – VO (EU) 1408/2013 (allgemeiner Rahmen, kein Förderprogramm)',
} as const;
export type GenericMeasureId = keyof typeof GENERIC_MEASURES;

export interface GenericCandidates {
  candidates: PlanCandidate[];
  excluded: ExcludedProgram[];
}

const isSme = (size: CompanySize): boolean => size !== 'large';

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
      finding(
        'GENERIC_GBER_MEASURE',
        `${PLAN_SOURCES.genericMeasure}; ${legalSource}`,
        detail ? { detail } : {},
      ),
      ...notes,
    ],
    legalSource,
  };
}

/**
 * The generic measures of GBER Art. 17, 18, 22, 31 and the agricultural de-minimis regulation for this
 * company and project, with the rules of the application day; each one that cannot apply is excluded with
 * its reason (size, Art. 22 conditions, sector, validity). Only measures whose costs the project has.
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
  const out = (id: GenericMeasureId, reasons: Finding[]): void => {
    excluded.push({ programId: id, name: GENERIC_MEASURES[id], reasons });
  };
  const has = (kind: CostKind): boolean => (project.costs[kind] ?? 0) > 0;
  const anyCosts = COST_KINDS.some(has);
  const agri = company.primaryAgriculturalProduction === true;
  const inForce = <T>(id: GenericMeasureId, table: readonly DatedRule<T>[], what: string, src: string) => {
    const rule = ruleAt(table, at);
    if (!rule) {
      const o = notInForce(what, table, day, src);
      if (o.kind === 'unavailable') out(id, [o.reason]);
    }
    return rule;
  };
  const smeOnly = (id: GenericMeasureId, src: string): boolean => {
    if (isSme(size)) return true;
    out(id, [finding('SME_ONLY_MEASURE', src, { detail: `Größenklasse ${size}` })]);
    return false;
  };
  const agriExcluded = (id: GenericMeasureId): boolean => {
    if (!agri) return false;
    out(id, [
      finding('SECTOR_EXCLUDED', PLAN_SOURCES.gberPrimaryAgriculture, {
        detail: 'landwirtschaftliche Primärproduktion',
      }),
    ]);
    return true;
  };

  if (has('investment') && !agriExcluded('gber-art-17') && smeOnly('gber-art-17', PLAN_SOURCES.gberArt17)) {
    const r = inForce('gber-art-17', GBER_ART17, 'AGVO Art. 17 i. d. F. 2023/1315', PLAN_SOURCES.gberArt17);
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
          unverifiedOf(r),
        ),
      );
    }
  }
  if (has('consulting') && smeOnly('gber-art-18', PLAN_SOURCES.gberArt18)) {
    const r = inForce('gber-art-18', GBER_ART18, 'AGVO Art. 18 i. d. F. 2023/1315', PLAN_SOURCES.gberArt18);
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
  if (anyCosts && !agriExcluded('gber-art-22')) {
    const r = inForce(
      'gber-art-22',
      GBER_ART22,
      'AGVO Art. 22 (Beträge der Fassung 2014)',
      PLAN_SOURCES.gberArt22,
    );
    if (r) {
      const failures = startUpFailures(company.startUp, size, day, r.value);
      if (failures.length > 0) {
        out(
          'gber-art-22',
          failures.map((detail) => finding('START_UP_CONDITION_NOT_MET', r.legalSource, { detail })),
        );
      } else {
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
  }
  if (has('training')) {
    const r = inForce('gber-art-31', GBER_ART31, 'AGVO Art. 31 i. d. F. 2023/1315', PLAN_SOURCES.gberArt31);
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
    const src = PLAN_SOURCES.deminimisAgriculture;
    const r = inForce(
      'deminimis-agriculture',
      DEMINIMIS_CEILINGS.agriculture,
      'Agrar-De-minimis-Verordnung',
      src,
    );
    if (r)
      candidates.push(
        generic(
          'deminimis-agriculture',
          { kind: 'deminimis', regulation: 'agriculture' },
          COST_KINDS,
          1,
          r.value,
          r.legalSource,
          unverifiedOf(r),
        ),
      );
  }
  return { candidates, excluded };
}
