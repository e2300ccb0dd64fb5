import type { TenantId } from '@libs/shared';
import { InMemoryCalculationRepository } from '../testing/in-memory-calculation-repository';
import type { Calculation } from './calculation';
import { CalculationNotFoundError } from './calculation-not-found.error';
import { GetCalculation } from './get-calculation.use-case';

const TENANT_A = '00000000-0000-4000-8000-00000000000a' as TenantId;
const TENANT_B = '00000000-0000-4000-8000-00000000000b' as TenantId;
const ID = '6f1c2a3b-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const stored = (o: Partial<Calculation> = {}): Calculation =>
  ({
    id: ID,
    tenantId: TENANT_A,
    programId: 'halbe-kosten',
    channel: 'calculations',
    projectBudgetEur: 8_000,
    profile: { employeeCount: 20 },
    result: { programId: 'halbe-kosten', estimatedSubsidyEur: 4_000 },
    computedAt: new Date('2026-06-15T10:00:00.000Z'),
    sandbox: false,
    ...o,
  }) as Calculation;

describe('GetCalculation', () => {
  let calculations: InMemoryCalculationRepository;
  let get: GetCalculation;

  beforeEach(async () => {
    calculations = new InMemoryCalculationRepository();
    await calculations.save(stored(), { tenantId: TENANT_A });
    get = new GetCalculation(calculations);
  });

  it("answers the tenant's own calculation of its mode", async () => {
    await expect(get.execute(TENANT_A, ID, false)).resolves.toMatchObject({
      id: ID,
      projectBudgetEur: 8_000,
    });
  });

  it.each([
    ['another tenant', TENANT_B, ID, false],
    ['the other mode', TENANT_A, ID, true],
    ['an unknown id', TENANT_A, '6f1c2a3b-4d5e-4f60-8a7b-000000000000', false],
    ['a malformed id', TENANT_A, 'kein-uuid', false],
    ['an upper-case spelling of a foreign id', TENANT_B, ID.toUpperCase(), false],
  ] as const)('answers %s with the same not-found error', async (_, tenantId, id, sandbox) => {
    const error = await get.execute(tenantId, id, sandbox).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CalculationNotFoundError);
    expect(error).toMatchObject({ code: 'CALCULATION_NOT_FOUND', details: { calculationId: id } });
  });
});
