import { IsOptional, Matches } from 'class-validator';
import { cite } from '@libs/shared';
import type { DatedRule } from '@libs/subsidy-engine';
import { validateEnvironment, type ConfigSection } from '../platform/config/config-section';

/** Settings of the funding-plans module. */
export interface FundingPlanConfig {
  /** The Commission's base rates for Germany (percent) with the day each applies from, oldest first. */
  baseRates: DatedRule<number>[];
}

const BASE_RATES_SOURCE = `${cite('reference-rates-published', 'reference-rates-method')}; Basissatz DE, gepflegt über FUNDING_PLANS_EU_BASE_RATES`;

class FundingPlanEnvironment {
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}=-?\d+(\.\d+)?(;\d{4}-\d{2}-\d{2}=-?\d+(\.\d+)?)*$/u, {
    message: 'must be YYYY-MM-DD=percent entries separated by ";"',
  })
  FUNDING_PLANS_EU_BASE_RATES?: string;
}

/**
 * The base rates are law published by the Commission (changed when the money market moves): dated data kept
 * by the operator, not a constant in code. Each entry runs until the day before the next one starts.
 */
export function parseBaseRates(value: string | undefined): DatedRule<number>[] {
  if (!value) return [];
  const entries = value
    .split(';')
    .map((e) => e.split('=') as [string, string])
    .sort((a, b) => a[0].localeCompare(b[0]));
  return entries.map(([from, rate], i) => {
    const next = entries[i + 1]?.[0];
    const to = next
      ? new Date(Date.parse(`${next}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10)
      : null;
    return {
      id: `eu-base-rate-de-${from}`,
      value: Number(rate),
      validFrom: from,
      validTo: to,
      legalSource: BASE_RATES_SOURCE,
    };
  });
}

export const FUNDING_PLAN_CONFIG: ConfigSection<FundingPlanConfig> = {
  key: 'fundingPlans',
  load(env) {
    const parsed = validateEnvironment(FundingPlanEnvironment, env);
    return { baseRates: parseBaseRates(parsed.FUNDING_PLANS_EU_BASE_RATES) };
  },
};
