import { GetProgram, ProgramNotFoundError } from '@libs/catalogue';
import { aProgram, InMemoryProgramRepository } from '@libs/catalogue/testing';
import { FixedClock, type TenantId } from '@libs/shared';
import { anApplicant } from '@libs/subsidy-engine/testing';
import { ImmediateUnitOfWork, RecordingOutboundEvents } from '../../platform/testing';
import { InMemoryCalculationRepository } from '../testing/in-memory-calculation-repository';
import { CreateCalculation, type CreateCalculationCommand } from './create-calculation.use-case';

const TENANT_A = '00000000-0000-4000-8000-00000000000a' as TenantId;
const TENANT_B = '00000000-0000-4000-8000-00000000000b' as TenantId;
const NOW = new Date('2026-06-15T10:00:00.000Z');

/** 50 % of the project, at most 10,000 EUR, no State-aid ceiling of its own: the figures are the program's. */
const program = aProgram({
  id: 'halbe-kosten',
  maxAmount: 10_000,
  subsidyRateMax: 0.5,
  terms: {
    ...aProgram().terms,
    legalBasis: { kind: 'none' },
    rate: { baseRate: 0.5 },
  },
});

describe('CreateCalculation', () => {
  let calculations: InMemoryCalculationRepository;
  let unitOfWork: ImmediateUnitOfWork;
  let events: RecordingOutboundEvents;
  let create: CreateCalculation;

  beforeEach(() => {
    calculations = new InMemoryCalculationRepository();
    unitOfWork = new ImmediateUnitOfWork();
    events = new RecordingOutboundEvents();
    const getProgram = new GetProgram(new InMemoryProgramRepository([program]));
    create = new CreateCalculation(getProgram, calculations, unitOfWork, new FixedClock(NOW), events);
  });

  const command = (o: Partial<CreateCalculationCommand> = {}): CreateCalculationCommand => ({
    tenantId: TENANT_A,
    programId: program.id,
    projectBudgetEur: 8_000,
    profile: anApplicant(),
    channel: 'calculations',
    sandbox: false,
    ...o,
  });

  it("stores the engine's result for the program at the clock's time, in the tenant's mode", async () => {
    const made = await create.execute(command());
    expect(made).toMatchObject({
      tenantId: TENANT_A,
      programId: 'halbe-kosten',
      channel: 'calculations',
      projectBudgetEur: 8_000,
      computedAt: NOW,
      sandbox: false,
    });
    expect(made.result).toMatchObject({
      eligible: true,
      estimatedSubsidyEur: 4_000,
      referenceDate: '2026-06-15T10:00:00.000Z',
    });
    expect(await calculations.findById(TENANT_A, made.id, false)).toEqual(made);
    expect(await calculations.findById(TENANT_A, made.id, true)).toBeNull();
    expect(await calculations.findById(TENANT_B, made.id, false)).toBeNull();
  });

  it("caps the figure at the program's maximum", async () => {
    const made = await create.execute(command({ projectBudgetEur: 50_000 }));
    expect(made.result.estimatedSubsidyEur).toBe(10_000);
  });

  it('writes the row and its event in one unit of work, the event with ids and the figure only', async () => {
    const made = await create.execute(command());
    expect(unitOfWork.runs).toEqual([TENANT_A]);
    expect(events.published).toEqual([
      {
        tenantId: TENANT_A,
        event: {
          type: 'calculation.created',
          sandbox: false,
          data: {
            calculationId: made.id,
            programId: 'halbe-kosten',
            channel: 'calculations',
            estimatedSubsidyEur: 4_000,
          },
        },
        tx: calculations.saved[0]!.tx,
      },
    ]);
    expect(JSON.stringify(events.published[0]!.event)).not.toContain('28.41'); // the applicant's industry
  });

  it('keeps a sandbox calculation and its event in the sandbox', async () => {
    const made = await create.execute(command({ sandbox: true }));
    expect(await calculations.findById(TENANT_A, made.id, true)).toMatchObject({
      id: made.id,
      sandbox: true,
    });
    expect(await calculations.findById(TENANT_A, made.id, false)).toBeNull();
    expect(events.published.map((p) => p.event.sandbox)).toEqual([true]);
  });

  it('derives the profile from the program when the command asks it to', async () => {
    const made = await create.execute(
      command({
        channel: 'kalkulation',
        profile: (p) => anApplicant({ federalState: p.id === 'halbe-kosten' ? 'SN' : 'BY' }),
      }),
    );
    expect(made.profile.federalState).toBe('SN');
    expect((await calculations.findById(TENANT_A, made.id, false))?.profile.federalState).toBe('SN');
  });

  it('gives every calculation its own id', async () => {
    const [first, second] = [await create.execute(command()), await create.execute(command())];
    expect(first.id).not.toBe(second.id);
    expect(calculations.saved).toHaveLength(2);
  });

  it('refuses a program the tenant cannot see, and stores and publishes nothing', async () => {
    await expect(create.execute(command({ programId: 'gibt-es-nicht' }))).rejects.toBeInstanceOf(
      ProgramNotFoundError,
    );
    expect(calculations.saved).toEqual([]);
    expect(unitOfWork.runs).toEqual([]);
    expect(events.published).toEqual([]);
  });

  it('stores without publishing when no event port is wired', async () => {
    const getProgram = new GetProgram(new InMemoryProgramRepository([program]));
    const quiet = new CreateCalculation(getProgram, calculations, unitOfWork, new FixedClock(NOW));
    const made = await quiet.execute(command());
    expect(await calculations.findById(TENANT_A, made.id, false)).toEqual(made);
  });
});
