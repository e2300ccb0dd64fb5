import { riskLevel } from './dpia';
import { canMoveDpia, screenDpia } from './dpia-screening';

describe('DPIA screening (WP248 and the DSK list)', () => {
  it.each([
    [[], [], 'not_required'],
    [['large_scale'], [], 'likely'],
    [['large_scale', 'large_scale'], [], 'likely'], // one criterion named twice is one criterion
    [['evaluation_scoring', 'large_scale'], [], 'required'],
    [['sensitive_data', 'vulnerable_subjects', 'innovative_technology'], [], 'required'],
    [[], ['dsk_scoring_credit'], 'required'],
    [['matching_datasets'], ['dsk_merging_sources'], 'required'],
  ] as const)('criteria %j, DSK entries %j: %s', (criteria, dsk, outcome) => {
    const screening = screenDpia(criteria, dsk);
    expect(screening.outcome).toBe(outcome);
    expect(screening.reasons.length).toBeGreaterThan(0);
  });

  it('names Art. 22 when a decision is automated', () => {
    expect(screenDpia(['automated_decision'], []).reasons.join(' ')).toMatch(/Art\. 22/);
  });

  it.each([
    ['draft', 'in_review', true],
    ['in_review', 'signed_off', true],
    ['in_review', 'draft', true],
    ['draft', 'signed_off', false],
    ['signed_off', 'draft', false],
    ['signed_off', 'in_review', false],
  ] as const)('%s → %s allowed: %s', (from, to, allowed) => {
    expect(canMoveDpia(from, to)).toBe(allowed);
  });
});

describe('DPIA risk level (likelihood × severity)', () => {
  it.each([
    ['low', 'low', 'low'],
    ['low', 'medium', 'low'],
    ['medium', 'medium', 'medium'],
    ['low', 'high', 'medium'],
    ['medium', 'high', 'high'],
    ['high', 'high', 'high'],
  ] as const)('%s × %s = %s', (likelihood, severity, level) => {
    expect(riskLevel({ threat: 't', likelihood, severity })).toBe(level);
    expect(riskLevel({ threat: 't', likelihood: severity, severity: likelihood })).toBe(level);
  });
});
