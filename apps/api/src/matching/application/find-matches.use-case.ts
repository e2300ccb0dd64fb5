import { rankPrograms, type MatchResult } from '@libs/matcher';
import type { ProgramCategory, TenantId } from '@libs/shared';
import type { Clock } from '@libs/shared';
import type { ApplicantProfile } from '@libs/subsidy-engine';
import type { CatalogueView } from './catalogue-view';

export interface FindMatchesCommand {
  tenantId: TenantId;
  profile: ApplicantProfile;
  categories?: readonly ProgramCategory[];
  limit: number;
}

/** Ranks the programs visible to the tenant for an applicant, as of now. */
export class FindMatches {
  constructor(
    private readonly view: CatalogueView,
    private readonly clock: Clock,
  ) {}

  async execute(command: FindMatchesCommand): Promise<MatchResult> {
    const catalogue = await this.view.forTenant(command.tenantId);
    return rankPrograms(catalogue, command.profile, {
      categories: command.categories,
      limit: command.limit,
      referenceDate: this.clock.now(),
    });
  }
}
