import type { DatedRule } from '@libs/subsidy-engine';
import { PLAN_SOURCES } from './plan-sources';

/**
 * The GBER articles a plan offers as generic measures, in the 2023/1315 version and valid
 * with it (01.07.2023 to 31.12.2026, AGVO Art. 59): after that day the successor's figures are not in the code
 * and the measures are not planned (RULE_NOT_IN_FORCE). `unverified` names what rules.md could not confirm in
 * the regulation's own text; the planner says it in an UNVERIFIED_RULE finding.
 */
const GBER_FROM = '2023-07-01';
const GBER_TO = '2026-12-31';

export interface Art17Rule {
  /** Art. 17(6): intensity by SME class, the same inside and outside assisted areas; for SMEs only. */
  small: number;
  medium: number;
  /** Art. 4(1)(c): notification threshold per undertaking and investment project, EUR. */
  capEur: number;
}

export const GBER_ART17: readonly DatedRule<Art17Rule>[] = [
  {
    id: 'gber-art17-2023/1315',
    value: { small: 0.2, medium: 0.1, capEur: 8_250_000 },
    validFrom: GBER_FROM,
    validTo: GBER_TO,
    legalSource: PLAN_SOURCES.gberArt17,
    // The 2014 text had 7.5 M EUR (Art. 4(1)(c) as adopted, ELI reg/2014/651/oj); 8.25 M is rules.md §3.3's
    // recollection of 2023/1315, not seen in the text.
    unverified:
      'Anmeldeschwelle 8,25 Mio. EUR (AGVO Art. 4 Abs. 1 lit. c i. d. F. 2023/1315) nicht im Verordnungstext gesehen (Fassung 2014: 7,5 Mio. EUR)',
  },
];

export interface Art18Rule {
  /** Art. 18(2): share of the external consultants' costs (Art. 18(3)). */
  rate: number;
  /** Art. 4(1)(d): per undertaking and project, EUR. */
  capEur: number;
}

export const GBER_ART18: readonly DatedRule<Art18Rule>[] = [
  {
    id: 'gber-art18-2023/1315',
    value: { rate: 0.5, capEur: 2_200_000 },
    validFrom: GBER_FROM,
    validTo: GBER_TO,
    legalSource: PLAN_SOURCES.gberArt18,
    unverified:
      'Anmeldeschwelle 2,2 Mio. EUR (AGVO Art. 4 Abs. 1 lit. d i. d. F. 2023/1315) nicht im Verordnungstext gesehen (Fassung 2014: 2 Mio. EUR)',
  },
];

export interface Art22Rule {
  /** Art. 22(2): years since the entry in the commercial register (or the start of activity). */
  maxAgeYears: number;
  /** Art. 22(3)(c): grants (gross grant equivalent) by the site's area, EUR. */
  grantEur: { nonAssisted: number; cArea: number; aArea: number };
}

export const GBER_ART22: readonly DatedRule<Art22Rule>[] = [
  {
    id: 'gber-art22-2014-amounts',
    value: { maxAgeYears: 5, grantEur: { nonAssisted: 400_000, cArea: 600_000, aArea: 800_000 } },
    validFrom: GBER_FROM,
    validTo: GBER_TO,
    legalSource: PLAN_SOURCES.gberArt22,
    // rules.md §3.2: the amounts are those of the 2014 text; whether 2023/1315 raised them is not seen. The
    // lower amounts are the lawful side. Art. 22(5) (double for small and innovative enterprises) is not applied.
    unverified:
      'Beträge nach AGVO Art. 22 Abs. 3 lit. c in der Fassung 2014 (0,4/0,6/0,8 Mio. EUR); ob 2023/1315 sie angehoben hat, ist nicht geprüft; die Verdopplung für kleine innovative Unternehmen (Abs. 5) ist nicht angesetzt',
  },
];

export interface Art31Rule {
  base: number;
  smallBonus: number;
  mediumBonus: number;
  /** Art. 31(4)(a): training given to workers with disabilities or disadvantaged workers. */
  disadvantagedBonus: number;
  cap: number;
  /** Art. 4(1)(n): per training project, EUR. */
  projectCapEur: number;
}

export const GBER_ART31: readonly DatedRule<Art31Rule>[] = [
  {
    id: 'gber-art31-2023/1315',
    value: {
      base: 0.5,
      smallBonus: 0.2,
      mediumBonus: 0.1,
      disadvantagedBonus: 0.1,
      cap: 0.7,
      projectCapEur: 3_000_000,
    },
    validFrom: GBER_FROM,
    validTo: GBER_TO,
    legalSource: PLAN_SOURCES.gberArt31,
  },
];
