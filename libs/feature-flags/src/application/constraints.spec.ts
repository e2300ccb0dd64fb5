import { constraintHolds, constraintsHold } from './constraints';
import type { Constraint, ConstraintOperator } from '../domain/flag';

const NOW = new Date('2026-11-23T12:00:00Z');
const ctx = {
  tenantId: 'Tenant-A',
  plan: 'scale',
  email: 'Jana@Example.de',
  employees: 42,
  appVersion: '2.3.0-beta.2',
  sandbox: false,
};

const c = (
  operator: ConstraintOperator,
  contextName: string,
  rest: Partial<Constraint> = {},
): Constraint => ({
  operator,
  contextName,
  ...rest,
});

describe('constraint operators', () => {
  it.each<[string, Constraint, boolean]>([
    ['IN matches a listed value', c('IN', 'plan', { values: ['developer', 'scale'] }), true],
    ['IN is case-sensitive by default', c('IN', 'tenantId', { values: ['tenant-a'] }), false],
    ['IN caseInsensitive', c('IN', 'tenantId', { values: ['tenant-a'], caseInsensitive: true }), true],
    ['IN on a boolean field', c('IN', 'sandbox', { values: ['false'] }), true],
    ['NOT_IN', c('NOT_IN', 'plan', { values: ['free'] }), true],
    ['NOT_IN holds for a missing field', c('NOT_IN', 'country', { values: ['DE'] }), true],
    ['IN fails for a missing field', c('IN', 'country', { values: ['DE'] }), false],
    ['STR_STARTS_WITH', c('STR_STARTS_WITH', 'email', { values: ['jana'], caseInsensitive: true }), true],
    ['STR_STARTS_WITH case-sensitive', c('STR_STARTS_WITH', 'email', { values: ['jana'] }), false],
    ['STR_ENDS_WITH any of', c('STR_ENDS_WITH', 'email', { values: ['.com', '@Example.de'] }), true],
    ['STR_CONTAINS', c('STR_CONTAINS', 'email', { values: ['@example'], caseInsensitive: true }), true],
    ['NUM_EQ', c('NUM_EQ', 'employees', { value: '42' }), true],
    ['NUM_GT', c('NUM_GT', 'employees', { value: '42' }), false],
    ['NUM_GTE', c('NUM_GTE', 'employees', { value: '42' }), true],
    ['NUM_LT', c('NUM_LT', 'employees', { value: '50' }), true],
    ['NUM_LTE', c('NUM_LTE', 'employees', { value: '41.5' }), false],
    ['NUM_* on a non-number', c('NUM_GT', 'email', { value: '1' }), false],
    ['DATE_AFTER on currentTime', c('DATE_AFTER', 'currentTime', { value: '2026-11-23T11:59:59Z' }), true],
    ['DATE_AFTER is strict', c('DATE_AFTER', 'currentTime', { value: '2026-11-23T12:00:00Z' }), false],
    [
      'DATE_BEFORE with an offset',
      c('DATE_BEFORE', 'currentTime', { value: '2026-11-23T13:00:01+01:00' }),
      true,
    ],
    ['SEMVER_EQ', c('SEMVER_EQ', 'appVersion', { value: '2.3.0-beta.2' }), true],
    ['SEMVER_LT: pre-release below release', c('SEMVER_LT', 'appVersion', { value: '2.3.0' }), true],
    ['SEMVER_GT: beta.2 above beta.11? no', c('SEMVER_GT', 'appVersion', { value: '2.3.0-beta.11' }), false],
    ['SEMVER_GT over an older minor', c('SEMVER_GT', 'appVersion', { value: '2.2.9' }), true],
    ['SEMVER_* on an invalid version', c('SEMVER_EQ', 'plan', { value: '1.0.0' }), false],
    ['inverted negates', c('IN', 'plan', { values: ['scale'], inverted: true }), false],
    ['inverted of a missing field holds', c('NUM_GT', 'missing', { value: '1', inverted: true }), true],
  ])('%s', (_, constraint, expected) => {
    expect(constraintHolds(constraint, ctx, NOW)).toBe(expected);
  });

  it('takes currentTime from the context when given', () => {
    const before = c('DATE_BEFORE', 'currentTime', { value: '2026-01-01T00:00:00Z' });
    expect(constraintHolds(before, ctx, NOW)).toBe(false);
    expect(constraintHolds(before, { ...ctx, currentTime: '2025-12-31T00:00:00Z' }, NOW)).toBe(true);
  });

  it('ANDs the constraints of a strategy, and none holds for everyone', () => {
    const plan = c('IN', 'plan', { values: ['scale'] });
    const big = c('NUM_GTE', 'employees', { value: '50' });
    expect(constraintsHold([plan], ctx, NOW)).toBe(true);
    expect(constraintsHold([plan, big], ctx, NOW)).toBe(false);
    expect(constraintsHold([], ctx, NOW)).toBe(true);
  });
});
