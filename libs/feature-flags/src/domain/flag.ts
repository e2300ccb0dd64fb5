/**
 * The flag model: pure data, no framework. A flag is platform-wide (the operator manages it);
 * what a caller gets is decided per evaluation context by `evaluateFlag`.
 */
export const FLAG_TYPES = ['boolean', 'string', 'number', 'object'] as const;
export type FlagType = (typeof FLAG_TYPES)[number];

export type FlagValue = boolean | string | number | Record<string, unknown>;

export const CONSTRAINT_OPERATORS = [
  'IN',
  'NOT_IN',
  'STR_STARTS_WITH',
  'STR_ENDS_WITH',
  'STR_CONTAINS',
  'NUM_EQ',
  'NUM_GT',
  'NUM_GTE',
  'NUM_LT',
  'NUM_LTE',
  'DATE_AFTER',
  'DATE_BEFORE',
  'SEMVER_EQ',
  'SEMVER_GT',
  'SEMVER_LT',
] as const;
export type ConstraintOperator = (typeof CONSTRAINT_OPERATORS)[number];

/** Operators that compare against a list (`values`); every other one takes one `value`. */
export const LIST_OPERATORS: readonly ConstraintOperator[] = [
  'IN',
  'NOT_IN',
  'STR_STARTS_WITH',
  'STR_ENDS_WITH',
  'STR_CONTAINS',
];

/** One condition on a context field, as Unleash defines it (`inverted` negates the operator's answer). */
export interface Constraint {
  contextName: string;
  operator: ConstraintOperator;
  values?: string[];
  value?: string;
  inverted?: boolean;
  caseInsensitive?: boolean;
}

export interface FlagVariant {
  key: string;
  value: FlagValue;
}

export interface WeightedVariant {
  variant: string;
  /** A share relative to the other weights of the strategy (any positive integers). */
  weight: number;
}

/**
 * One rule: when all constraints hold (AND) and the caller's bucket is inside the rollout, the caller gets
 * `variant`, or one of `variants` by weight. Strategies are tried in order; the first that matches wins.
 */
export interface Strategy {
  name?: string;
  constraints: Constraint[];
  /** 0-100: the share of buckets (1..100) that get this strategy. */
  rollout: number;
  /** The context field that places a caller in a bucket; `targetingKey` unless set. */
  stickiness?: string;
  /** Served when the strategy matches and no `variants` are given (booleans: the `true` variant if unset). */
  variant?: string;
  variants?: WeightedVariant[];
}

export interface FlagSchedule {
  /** From this instant on the flag is active (if enabled); before it, it evaluates as disabled. */
  enableAt?: string | null;
  /** From this instant on the flag evaluates as disabled. */
  disableAt?: string | null;
}

/** What the admin edits; versions store it as a snapshot. */
export interface FlagDefinition {
  key: string;
  description: string;
  type: FlagType;
  variants: FlagVariant[];
  /** Served when the flag is disabled, out of schedule, or no strategy matches. */
  defaultVariant: string;
  enabled: boolean;
  strategies: Strategy[];
  schedule: FlagSchedule;
}

/** A stored flag: its definition plus bookkeeping. */
export interface Flag extends FlagDefinition {
  version: number;
  archived: boolean;
  createdAt: Date;
  updatedAt: Date;
  lastEvaluatedAt: Date | null;
}

/** The attributes an evaluation sees. `tenantId`, `plan` and `sandbox` always come from the credential. */
export type EvaluationContext = Record<string, unknown> & { targetingKey?: string };

export const DEFAULT_STICKINESS = 'targetingKey';

/** Which variant a strategy serves when it names none: for booleans the `true` one. */
export function implicitVariant(flag: Pick<FlagDefinition, 'type' | 'variants'>): string | undefined {
  if (flag.type !== 'boolean') return undefined;
  return flag.variants.find((v) => v.value === true)?.key;
}

/** Boolean flags may omit variants: `on` (true) and `off` (false), off by default. */
export const BOOLEAN_VARIANTS: FlagVariant[] = [
  { key: 'on', value: true },
  { key: 'off', value: false },
];
