import type { TenantScope } from '@libs/shared';
import type { CalculationFacts, ProgramFacts } from '../domain/video-script';

/** The facts a template shows, read from the catalogue and the tenant's calculations; null when absent. */
export abstract class VideoSources {
  abstract program(scope: TenantScope, programId: string): Promise<ProgramFacts | null>;
  abstract calculation(scope: TenantScope, calculationId: string): Promise<CalculationFacts | null>;
}
