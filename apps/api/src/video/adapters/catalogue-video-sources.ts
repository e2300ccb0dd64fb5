import {
  amountsKnown,
  plainTextOf,
  ProgramNotFoundError,
  type GetProgram,
  type Program,
} from '@libs/catalogue';
import type { TenantScope } from '@libs/shared';
import { CalculationNotFoundError, type GetCalculation } from '../../calculations';
import { VideoSources } from '../application/video-sources.port';
import type { CalculationFacts, ProgramFacts } from '../domain/video-script';

const toFacts = (p: Program): ProgramFacts => ({
  name: p.name,
  provider: p.providerDetail ?? p.provider,
  // An imported description is sanitised HTML: the slide shows its words, never a raw `<p>`.
  description: plainTextOf(p.description),
  maxAmountEur: p.maxAmount,
  subsidyRateMax: p.subsidyRateMax,
  amountsKnown: amountsKnown(p),
  applicationDeadline: p.applicationDeadline,
  url: p.source.url,
  attribution: attributionLine(p),
});

/** The credit line of an imported text (CC BY-ND: the source and its licence wherever the text is shown). */
function attributionLine(p: Program): string | null {
  const a = p.source.attribution;
  if (!a) return null;
  const [y, m, d] = a.retrievedAt.split('-');
  return `Text: ${a.name} (${a.publisher}), ${a.licence}, abgerufen am ${d}.${m}.${y}`;
}

/** Programs from the catalogue (public ones and the tenant's own), calculations of the same tenant and mode. */
export class CatalogueVideoSources extends VideoSources {
  constructor(
    private readonly programs: GetProgram,
    private readonly calculations: GetCalculation,
  ) {
    super();
  }

  async program({ tenantId }: TenantScope, programId: string): Promise<ProgramFacts | null> {
    try {
      return toFacts(await this.programs.execute(tenantId, programId));
    } catch (error) {
      if (error instanceof ProgramNotFoundError) return null;
      throw error;
    }
  }

  async calculation({ tenantId, sandbox }: TenantScope, id: string): Promise<CalculationFacts | null> {
    let c;
    try {
      c = await this.calculations.execute(tenantId, id, sandbox);
    } catch (error) {
      if (error instanceof CalculationNotFoundError) return null;
      throw error;
    }
    const program = await this.program({ tenantId, sandbox }, c.programId);
    return {
      programName: program?.name ?? c.programId,
      estimatedSubsidyEur: c.result.estimatedSubsidyEur,
      effectiveSubsidyRate: c.result.effectiveSubsidyRate,
      projectBudgetEur: c.projectBudgetEur,
      eligible: c.result.eligible,
      warnings: c.result.warnings.map((w) => w.message),
    };
  }
}
