import type { DeminimisRegulation } from '@libs/shared';
import { DEMINIMIS_CEILINGS, ruleAt } from '@libs/subsidy-engine';
import type { DeminimisGrant } from '../domain/plan-input';
import type { LedgerEntry } from '../domain/plan-result';
import { PLAN_SOURCES } from '../rules/plan-sources';
import { addDays, addYears, dayAsDate } from './calendar';

const cents = (eur: number): number => Math.round(eur * 100);

/**
 * De-minimis aid per regulation over the rolling three years that end on the day of the new grant
 * (2023/2831 Art. 3(2): "any period of three years"; Art. 3(3): the date of grant is the day the legal right
 * is conferred). A grant made exactly three years before that day has left the window. Each regulation has its
 * own ceiling, read with the validity dates of the day of the new grant; cross-regulation cumulation
 * (e.g. agriculture within the general ceiling) is not modelled.
 */
export function deminimisLedger(
  regulation: DeminimisRegulation,
  grants: readonly DeminimisGrant[],
  newGrantDay: string,
): LedgerEntry {
  const windowStart = addDays(addYears(newGrantDay, -3), 1);
  const mine = grants.filter((g) => g.regulation === regulation && g.grantDate <= newGrantDay);
  const pick = (g: DeminimisGrant): LedgerEntry['counted'][number] => ({
    grantDate: g.grantDate,
    amountEur: g.amountEur,
    ...(g.label ? { label: g.label } : {}),
  });
  const counted = mine.filter((g) => g.grantDate >= windowStart).map(pick);
  const expired = mine.filter((g) => g.grantDate < windowStart).map(pick);
  const usedCents = counted.reduce((s, g) => s + cents(g.amountEur), 0);
  const rule = ruleAt(DEMINIMIS_CEILINGS[regulation], dayAsDate(newGrantDay));
  const ceilingCents = rule ? cents(rule.value) : null;
  return {
    regulation,
    ceilingEur: rule ? rule.value : null,
    ruleVersion: rule ? rule.id : null,
    windowStart,
    usedEur: usedCents / 100,
    headroomEur: ceilingCents === null ? 0 : Math.max(0, ceilingCents - usedCents) / 100,
    counted,
    expired,
    legalSource: rule
      ? `${rule.legalSource}; ${PLAN_SOURCES.deminimisRolling}`
      : PLAN_SOURCES.deminimisRolling,
  };
}
