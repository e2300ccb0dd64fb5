import type { DatedRule } from '@libs/subsidy-engine';
import { PLAN_SOURCES as S } from './plan-sources';

/** GRW maximum gross rates by size; `large: null` = no GRW investment grant for large enterprises there. */
export interface GrwRates {
  small: number;
  medium: number;
  large: number | null;
  /** The Kreise (AGS) the rates apply to; absent = every area of the Land with this status. */
  areas?: readonly string[];
  land: string | '*';
  status: 'C' | 'D';
}

const rule = (
  id: string,
  validFrom: string,
  validTo: string | null,
  legalSource: string,
  value: GrwRates,
): DatedRule<GrwRates> => ({ id, value, validFrom, validTo, legalSource });

const TH_PLUS5_2022 = ['16077', '16076', '16054'];
const TH_PLUS5_2024 = [...TH_PLUS5_2022, '16073'];
const r = (small: number, medium: number, large: number | null) => ({ small, medium, large });

/**
 * The Länder's GRW rates where they grant less than the map (regional-aid-map.md §3), dated. The most specific
 * rule (naming the Kreis) wins over the Land's rule for its status; D areas everywhere: small 20 %, medium
 * 10 %, large enterprises only de-minimis aid (not an Art. 14 grant).
 */
export const GRW_RATES: readonly DatedRule<GrwRates>[] = [
  rule('grw-d-2022', '2022-01-01', '2027-12-31', S.grwDAreas, {
    ...r(0.2, 0.1, null),
    land: '*',
    status: 'D',
  }),
  rule('grw-sn-riga-2024', '2024-04-25', '2027-12-31', S.grwSachsen, {
    ...r(0.35, 0.25, 0.15),
    land: 'SN',
    status: 'C',
  }),
  rule('grw-sn-riga-2024-chemnitz', '2024-04-25', '2027-12-31', S.grwSachsen, {
    ...r(0.3, 0.2, 0.1),
    land: 'SN',
    status: 'C',
    areas: ['14511'],
  }),
  rule('grw-th-2022', '2022-01-01', '2023-12-31', S.grwThueringen, {
    ...r(0.35, 0.25, 0.15),
    land: 'TH',
    status: 'C',
  }),
  rule('grw-th-2022-demography', '2022-01-01', '2023-12-31', S.grwThueringen, {
    ...r(0.4, 0.3, 0.2),
    land: 'TH',
    status: 'C',
    areas: TH_PLUS5_2022,
  }),
  rule('grw-th-2024', '2024-01-01', '2027-12-31', S.grwThueringen, {
    ...r(0.35, 0.25, 0.15),
    land: 'TH',
    status: 'C',
  }),
  rule('grw-th-2024-demography', '2024-01-01', '2027-12-31', S.grwThueringen, {
    ...r(0.4, 0.3, 0.2),
    land: 'TH',
    status: 'C',
    areas: TH_PLUS5_2024,
  }),
  rule('grw-th-eisenach', '2022-01-01', '2027-12-31', S.grwThueringen, {
    ...r(0.3, 0.2, 0.1),
    land: 'TH',
    status: 'C',
    areas: ['16056'],
  }),
  rule('grw-sh-2022', '2022-01-01', '2027-12-31', S.grwSchleswigHolstein, {
    ...r(0.3, 0.2, 0.1),
    land: 'SH',
    status: 'C',
  }),
  rule('grw-by-wunsiedel', '2022-01-01', '2027-12-31', S.grwWunsiedel, {
    ...r(0.35, 0.25, 0.15),
    land: 'BY',
    status: 'C',
    areas: ['09479'],
  }),
];
