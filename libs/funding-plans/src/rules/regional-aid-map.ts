import type { CompanySize } from '@libs/shared';
import type { DatedRule } from '@libs/subsidy-engine';
import { PLAN_SOURCES } from './plan-sources';

/** Large-enterprise intensity of the German regional aid map per Kreis, as far as rules.md §4.1 names them. */
export interface MapArea {
  land: string;
  kreis: string;
  rate: number;
  legalSource: string;
}

const area = (
  land: string,
  kreis: string,
  rate: number,
  legalSource: string = PLAN_SOURCES.regionalAidMap,
): MapArea => ({
  land,
  kreis,
  rate,
  legalSource,
});

/**
 * Fördergebietskarte 2022-2027 (approved 15.12.2021, valid 2022-01-01 to 2027-12-31). 20 %: strong population
 * decline; 25 %: areas bordering A areas in CZ/PL (the 17th is UNVERIFIED and therefore absent);
 * Saalfeld-Rudolstadt 15 -> 20 % by the amendment of 30.10.2023. Only parts of Saarlouis were raised, so it
 * is absent (the site decides). Pirmasens/Zweibrücken 15 %, Birkenfeld/Südwestpfalz 10 % (SA.64020).
 */
const AREAS_2022: readonly MapArea[] = [
  area('ST', 'Mansfeld-Südharz', 0.2),
  area('TH', 'Greiz', 0.2),
  area('TH', 'Suhl', 0.2),
  area('TH', 'Altenburger Land', 0.2),
  area('BY', 'Tirschenreuth', 0.25),
  area('BY', 'Hof', 0.25),
  area('BY', 'Wunsiedel i. Fichtelgebirge', 0.25),
  area('BB', 'Cottbus', 0.25),
  area('BB', 'Spree-Neiße', 0.25),
  area('BB', 'Frankfurt (Oder)', 0.25),
  area('BB', 'Oder-Spree', 0.25),
  area('BB', 'Märkisch-Oderland', 0.25),
  area('BB', 'Uckermark', 0.25),
  area('MV', 'Vorpommern-Greifswald', 0.25),
  area('SN', 'Erzgebirgskreis', 0.25),
  area('SN', 'Mittelsachsen', 0.25),
  area('SN', 'Vogtlandkreis', 0.25),
  area('SN', 'Sächsische Schweiz-Osterzgebirge', 0.25),
  area('SN', 'Bautzen', 0.25),
  area('RP', 'Birkenfeld', 0.1, PLAN_SOURCES.regionalAidMapRlp),
  area('RP', 'Südwestpfalz', 0.1, PLAN_SOURCES.regionalAidMapRlp),
  area('RP', 'Pirmasens', 0.15, PLAN_SOURCES.regionalAidMapRlp),
  area('RP', 'Zweibrücken', 0.15, PLAN_SOURCES.regionalAidMapRlp),
];

export const REGIONAL_AID_MAP: readonly DatedRule<readonly MapArea[]>[] = [
  {
    id: 'regional-aid-map-de-2022-2027',
    validFrom: '2022-01-01',
    validTo: '2023-10-29',
    legalSource: PLAN_SOURCES.regionalAidMap,
    value: [...AREAS_2022, area('TH', 'Saalfeld-Rudolstadt', 0.15)],
  },
  {
    id: 'regional-aid-map-de-2022-2027-amended-2023-10-30',
    validFrom: '2023-10-30',
    validTo: '2027-12-31',
    legalSource: PLAN_SOURCES.regionalAidMapAmendment,
    value: [...AREAS_2022, area('TH', 'Saalfeld-Rudolstadt', 0.2, PLAN_SOURCES.regionalAidMapAmendment)],
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
    .replace(/\s+/gu, ' ')
    .trim();

export function findMapArea(areas: readonly MapArea[], land: string, kreis: string): MapArea | null {
  const k = normalise(kreis);
  return areas.find((a) => a.land === land && normalise(a.kreis) === k) ?? null;
}
