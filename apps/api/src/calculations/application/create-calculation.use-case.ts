import { randomUUID } from 'node:crypto';
import type { GetProgram, Program } from '@libs/catalogue';
import type { Clock, TenantId } from '@libs/shared';
import { calculateSubsidy, type ApplicantProfile } from '@libs/subsidy-engine';
import type { Calculation, CalculationChannel } from './calculation';
import type { CalculationRepository } from './calculation-repository.port';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import type { CalculationCreatedPayload } from '../calculations.event-types';

export interface CreateCalculationCommand {
  tenantId: TenantId;
  programId: string;
  projectBudgetEur: number;
  /** The profile, or how to derive it from the program (the introductory contract fills gaps from it). */
  profile: ApplicantProfile | ((program: Program) => ApplicantProfile);
  channel: CalculationChannel;
  /** A sandbox credential's calculation: stored as sandbox data, its event goes to sandbox endpoints only. */
  sandbox: boolean;
}

/** Loads the program (404 when unknown to the tenant), runs the pure engine at "now", stores the result. */
export class CreateCalculation {
  constructor(
    private readonly getProgram: GetProgram,
    private readonly calculations: CalculationRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly clock: Clock,
    private readonly events?: OutboundEvents,
  ) {}

  async execute(command: CreateCalculationCommand): Promise<Calculation> {
    const program = await this.getProgram.execute(command.tenantId, command.programId);
    const now = this.clock.now();
    const profile = typeof command.profile === 'function' ? command.profile(program) : command.profile;
    const result = calculateSubsidy({
      program,
      profile,
      projectBudgetEur: command.projectBudgetEur,
      referenceDate: now,
    });
    const calculation: Calculation = {
      id: randomUUID(),
      tenantId: command.tenantId,
      programId: program.id,
      channel: command.channel,
      projectBudgetEur: command.projectBudgetEur,
      profile,
      result,
      computedAt: now,
      sandbox: command.sandbox,
    };
    // One unit: the row and its outbox event commit together, so a crash or a concurrent endpoint deletion
    // can neither lose the event nor fail a calculation that was stored (the client's retry would duplicate it).
    // Group commit: concurrent calculations of the tenant (one mode per transaction) share a transaction; the
    // unit may run again alone if theirs fails (the same id: a commit that did happen refuses a second row).
    const groupCommit = `calculations:${calculation.sandbox ? 'sandbox' : 'live'}`;
    await this.unitOfWork.run(
      command.tenantId,
      async (tx) => {
        await this.calculations.save(calculation, tx);
        // Thin payload: ids and the figure, never the applicant's profile.
        await this.events?.publish(
          command.tenantId,
          {
            type: 'calculation.created',
            sandbox: calculation.sandbox,
            data: {
              calculationId: calculation.id,
              programId: calculation.programId,
              channel: calculation.channel,
              estimatedSubsidyEur: result.estimatedSubsidyEur,
            } satisfies CalculationCreatedPayload,
          },
          tx,
        );
      },
      { groupCommit },
    );
    return calculation;
  }
}
