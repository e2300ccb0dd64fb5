import {
  ADMIN_CREDENTIAL_MAX_LIFETIME_DAYS,
  assessNis2Applicability,
  assessNis2Measures,
  type Nis2Facts,
} from './nis2-assessment';

describe('NIS2 applicability (§ 28 BSIG)', () => {
  it.each([
    [{}, 'unknown'],
    [{ sector: 'energie' }, 'unknown'],
    [{ sector: 'energie', employees: 300 }, 'besonders_wichtig'],
    [{ sector: 'energie', employees: 60 }, 'wichtig'],
    [{ sector: 'chemie', employees: 300 }, 'wichtig'],
    [
      { sector: 'energie', employees: 20, annualTurnoverEur: 60e6, balanceSheetEur: 50e6 },
      'besonders_wichtig',
    ],
    [{ sector: 'energie', employees: 20, annualTurnoverEur: 60e6, balanceSheetEur: 5e6 }, 'nicht_betroffen'],
    [{ sector: 'energie', employees: 20 }, 'unknown'],
    [{ sector: 'sonstige', employees: 5000 }, 'nicht_betroffen'],
  ] as const)('%j → %s', (inputs, entityClass) => {
    expect(assessNis2Applicability(inputs).entityClass).toBe(entityClass);
  });

  it('says what is missing', () => {
    expect(assessNis2Applicability({ sector: 'energie' }).missing).toEqual(['employees']);
  });
});

describe('NIS2 measures (§ 30 Abs. 2 BSIG)', () => {
  const issued = new Date('2026-11-01T00:00:00Z');
  const days = (n: number) => new Date(issued.getTime() + n * 86_400_000);
  const sealed = { columns: ['webhook_endpoints.secret_ciphertext'], values: 2, unsealed: 0 };
  const facts = (over: Partial<Nis2Facts> = {}): Nis2Facts => ({
    describedTables: 20,
    chainIntact: true,
    lastRetentionRun: null,
    adminCredentials: [{ issuedAt: issued, expiresAt: days(30) }],
    storedSecrets: sealed,
    ...over,
  });
  const statusOf = (id: string, f: Nis2Facts) => assessNis2Measures(f).find((m) => m.id === id)!.status;

  it('lists the ten measures with their references', () => {
    expect(assessNis2Measures(facts()).map((m) => m.source)).toEqual(
      Array.from({ length: 10 }, (_, i) => `§ 30 Abs. 2 Nr. ${i + 1} BSIG`),
    );
  });

  it.each([
    ['one key for 30 days', [{ issuedAt: issued, expiresAt: days(30) }], 'evidenced'],
    [
      'exactly the maximum lifetime',
      [{ issuedAt: issued, expiresAt: days(ADMIN_CREDENTIAL_MAX_LIFETIME_DAYS) }],
      'evidenced',
    ],
    [
      'one day over the maximum',
      [{ issuedAt: issued, expiresAt: days(ADMIN_CREDENTIAL_MAX_LIFETIME_DAYS + 1) }],
      'partial',
    ],
    ['an expiry in 2099', [{ issuedAt: issued, expiresAt: new Date('2099-12-31T00:00:00Z') }], 'partial'],
    ['no expiry', [{ issuedAt: issued, expiresAt: null }], 'partial'],
    [
      'one short, one without expiry',
      [
        { issuedAt: issued, expiresAt: days(7) },
        { issuedAt: issued, expiresAt: null },
      ],
      'partial',
    ],
    ['no admin credential at all', [], 'partial'],
  ] as const)('measure 10 with %s → %s', (_case, adminCredentials, expected) => {
    expect(statusOf('nr_10', facts({ adminCredentials: [...adminCredentials] }))).toBe(expected);
  });

  it.each([
    ['all stored secrets sealed', sealed, 'evidenced'],
    ['one plaintext secret', { ...sealed, unsealed: 1 }, 'missing'],
    ['no stored secret to check', { columns: sealed.columns, values: 0, unsealed: 0 }, 'partial'],
  ] as const)('measure 8 with %s → %s', (_case, storedSecrets, expected) => {
    expect(statusOf('nr_8', facts({ storedSecrets }))).toBe(expected);
  });

  it('says measure 3 (backup) cannot be assessed by the service, with the reason', () => {
    const backup = assessNis2Measures(facts()).find((m) => m.id === 'nr_3')!;
    expect(backup.status).toBe('not_assessable');
    expect(backup.evidence[0]!.detail).toMatch(/^nicht prüfbar: .*außerhalb des Dienstes/);
  });

  it('follows the chain for measure 6', () => {
    expect(statusOf('nr_6', facts())).toBe('partial');
    expect(statusOf('nr_6', facts({ chainIntact: false }))).toBe('missing');
  });
});
