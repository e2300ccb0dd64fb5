import { compareSemver, parseSemver } from './semver';
import { LIST_OPERATORS, type Constraint, type EvaluationContext } from '../domain/flag';

/** `currentTime` is the evaluation instant unless the context names one (as Unleash does). */
export function contextValue(context: EvaluationContext, name: string, now: Date): unknown {
  if (name === 'currentTime') return context.currentTime ?? now.toISOString();
  return context[name];
}

function asText(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

function asNumber(value: unknown): number | undefined {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && value.trim() !== ''
        ? Number(value)
        : NaN;
  return Number.isFinite(n) ? n : undefined;
}

function asTime(value: unknown): number | undefined {
  if (typeof value !== 'string' && !(value instanceof Date)) return undefined;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? undefined : t;
}

/** The operator's answer before `inverted`; a missing or unreadable context value never matches. */
function operatorHolds(c: Constraint, raw: unknown): boolean {
  const fold = (s: string) => (c.caseInsensitive ? s.toLowerCase() : s);
  if (LIST_OPERATORS.includes(c.operator)) {
    const text = asText(raw);
    const values = (c.values ?? []).map(fold);
    if (text === undefined) return c.operator === 'NOT_IN';
    const t = fold(text);
    switch (c.operator) {
      case 'IN':
        return values.includes(t);
      case 'NOT_IN':
        return !values.includes(t);
      case 'STR_STARTS_WITH':
        return values.some((v) => t.startsWith(v));
      case 'STR_ENDS_WITH':
        return values.some((v) => t.endsWith(v));
      default:
        return values.some((v) => t.includes(v));
    }
  }
  const target = c.value ?? '';
  if (c.operator.startsWith('NUM_')) {
    const n = asNumber(raw);
    const v = asNumber(target);
    if (n === undefined || v === undefined) return false;
    if (c.operator === 'NUM_EQ') return n === v;
    if (c.operator === 'NUM_GT') return n > v;
    if (c.operator === 'NUM_GTE') return n >= v;
    if (c.operator === 'NUM_LT') return n < v;
    return n <= v;
  }
  if (c.operator.startsWith('DATE_')) {
    const t = asTime(raw);
    const v = asTime(target);
    if (t === undefined || v === undefined) return false;
    return c.operator === 'DATE_AFTER' ? t > v : t < v;
  }
  const text = asText(raw);
  const a = text === undefined ? null : parseSemver(text);
  const b = parseSemver(target);
  if (!a || !b) return false;
  const order = compareSemver(a, b);
  if (c.operator === 'SEMVER_EQ') return order === 0;
  return c.operator === 'SEMVER_GT' ? order > 0 : order < 0;
}

export function constraintHolds(c: Constraint, context: EvaluationContext, now: Date): boolean {
  const holds = operatorHolds(c, contextValue(context, c.contextName, now));
  return c.inverted ? !holds : holds;
}

/** All constraints of a strategy (AND); no constraints hold for everyone. */
export function constraintsHold(
  constraints: readonly Constraint[],
  context: EvaluationContext,
  now: Date,
): boolean {
  return constraints.every((c) => constraintHolds(c, context, now));
}
