import { cite } from '@libs/shared';
import type { DatedRule } from '@libs/subsidy-engine';
import type { UnionFundingRate } from '../domain/plan-input';

const HORIZON_EUROPE = cite('horizon-art-34-1-2');
const EIC = cite('horizon-art-48-eic', 'eic-accelerator-page');
const LIFE = cite('life-art-9');

const period = (
  id: string,
  rate: number,
  label: string,
  legalSource: string,
): DatedRule<UnionFundingRate>[] => [
  // The Union programmes of the 2021-2027 financial framework; their successors' rates are not in the code.
  { id, value: { rate, label, legalSource }, validFrom: '2021-01-01', validTo: '2027-12-31', legalSource },
];

/**
 * Centrally managed Union funding by catalogue program: the most favourable funding rate its Union rules
 * allow (GBER Art. 8(2) caps all public funding on the same costs at it). Programs not listed here are not
 * treated as Union funding (Erasmus für Jungunternehmer pays fixed monthly sums, not a share of costs).
 */
export const UNION_FUNDING_RULES: Readonly<Record<string, readonly DatedRule<UnionFundingRate>[]>> = {
  'eu-eic-accelerator': period('eic-accelerator-70', 0.7, 'EIC Accelerator, Zuschusskomponente 70 %', EIC),
  'eu-eic-pathfinder-open': period(
    'horizon-ria-100',
    1,
    'Horizont Europa, FuI-Maßnahme 100 %',
    HORIZON_EUROPE,
  ),
  'eu-eic-transition': period('horizon-ria-100', 1, 'Horizont Europa, FuI-Maßnahme 100 %', HORIZON_EUROPE),
  'eu-horizon-europe-research-innovation-actions': period(
    'horizon-ria-100',
    1,
    'Horizont Europa, FuI-Maßnahme 100 %',
    HORIZON_EUROPE,
  ),
  'eu-horizon-europe-innovation-actions': period(
    'horizon-ia-70',
    0.7,
    'Horizont Europa, Innovationsmaßnahme 70 %',
    HORIZON_EUROPE,
  ),
  'eu-life-standard-action-projects': period('life-sap-60', 0.6, 'LIFE, Standardaktionsprojekt 60 %', LIFE),
};
