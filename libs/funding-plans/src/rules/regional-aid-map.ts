import type { CompanySize } from '@libs/shared';
import type { DatedRule } from '@libs/subsidy-engine';
import { PLAN_SOURCES } from './plan-sources';

import {
  AREAS_WITH_GRW_RATE,
  AREAS_WITH_MAP_RATE,
  SAALFELD_RUDOLSTADT,
  type AssistedArea,
} from './regional-aid-areas';

export type { AssistedArea };

/**
 * Fördergebietskarte 2022-2027 (approved 15.12.2021, SA.64020, valid 2022-01-01 to 2027-12-31) as far as
 * regional-aid-map.md §2 verifies it, and its amendment (SA.109329, approved 30.10.2023, in force 1.1.2024 to 31.12.2027 per regional-aid-map.md
 * §5: Saalfeld-Rudolstadt 15 -> 20 %; only parts of Saarlouis were raised, so it is absent). The approval date
 * is not the date it applies from: an application in November 2023 still got the 15 %. Every area not listed is unknown, never assumed.
 */
export const REGIONAL_AID_MAP: readonly DatedRule<readonly AssistedArea[]>[] = [
  {
    id: 'regional-aid-map-de-2022-2027',
    validFrom: '2022-01-01',
    validTo: '2023-12-31',
    legalSource: PLAN_SOURCES.regionalAidMap,
    value: [...AREAS_WITH_MAP_RATE, SAALFELD_RUDOLSTADT.before, ...AREAS_WITH_GRW_RATE],
  },
  {
    id: 'regional-aid-map-de-2022-2027-amended-2024-01-01',
    validFrom: '2024-01-01',
    validTo: '2027-12-31',
    legalSource: PLAN_SOURCES.regionalAidMapAmendment,
    value: [...AREAS_WITH_MAP_RATE, SAALFELD_RUDOLSTADT.after, ...AREAS_WITH_GRW_RATE],
  },
];

/** Länder without any C area (rules.md §4.1: non-predefined C areas in 14 Länder, not BW and HH). */
export const LAENDER_WITHOUT_C_AREAS: readonly string[] = ['BW', 'HH'];

export interface RegionalSmeBonus {
  bySize: Record<CompanySize, number>;
  /** The bonus applies to initial investments with eligible costs up to this amount. */
  costsMaxEur: number;
}

/**
 * + 20 pp small, + 10 pp medium on the map's rate for initial investments with eligible costs up to EUR 50 m
 * (rules.md §4.1), for the map's period. Only in assisted areas: outside them there is no rate to add it to.
 */
export const REGIONAL_SME_BONUS: readonly DatedRule<RegionalSmeBonus>[] = [
  {
    id: 'regional-sme-bonus-2022-2027',
    value: { bySize: { micro: 0.2, small: 0.2, medium: 0.1, large: 0 }, costsMaxEur: 50_000_000 },
    validFrom: '2022-01-01',
    validTo: '2027-12-31',
    legalSource: PLAN_SOURCES.regionalSmeBonus,
  },
];

const normalise = (s: string): string =>
  s
    .toLowerCase()
    .replace(/^(landkreis|lk|kreis|kreisfreie stadt|stadt)\s+/u, '')
    .replace(/\s+\(stadt\)$/u, '')
    .replace(/\s+/gu, ' ')
    .trim();

/**
 * The area of a site given as a Kreisschlüssel (5 digits), a Gemeindeschlüssel (8 digits: its first 5 are the
 * Kreis) or the Kreis name within the Land. A name shared by a town and its Landkreis (Hof) finds the
 * Landkreis; the town is "Hof (Stadt)" or its key.
 */
export function findMapArea(
  areas: readonly AssistedArea[],
  land: string,
  kreis: string,
): AssistedArea | null {
  const key = kreis.replace(/\s+/gu, '');
  if (/^\d{5}(\d{3})?$/u.test(key)) return areas.find((a) => a.ags === key.slice(0, 5)) ?? null;
  const k = normalise(kreis);
  const named = areas.filter((a) => a.land === land && normalise(a.name) === k);
  return named.find((a) => !a.name.includes('(Stadt)')) ?? named[0] ?? null;
}
