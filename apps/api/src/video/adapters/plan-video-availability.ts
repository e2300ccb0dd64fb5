import type { TenantEntitlements } from '../../access';
import type { TenantScope } from '@libs/shared';
import { VideoAvailability, type VideoAllowance } from '../application/video-availability.port';

/**
 * Video by plan (spec section 8 leaves it open; ours: Free none). `FlaggedVideoAvailability` wraps it with the
 * feature flag `video`: `allowed` is plan AND NOT switched off.
 */
export class PlanVideoAvailability extends VideoAvailability {
  constructor(private readonly plans: TenantEntitlements) {
    super();
  }

  async of({ tenantId }: TenantScope): Promise<VideoAllowance> {
    const { plan, entitlements } = await this.plans.of(tenantId);
    return {
      plan,
      allowed: entitlements.videoRendersPerMonth !== 0,
      monthlyRenders: entitlements.videoRendersPerMonth,
      retentionDays: entitlements.videoRetentionDays,
    };
  }
}
