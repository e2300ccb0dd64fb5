import type { TenantId } from '@libs/shared';
import type { FeatureGate } from '../../feature-flags';
import { VideoAvailability, type VideoAllowance } from '../application/video-availability.port';

/** The platform flag that can switch video off (per plan, tenant or rollout) where the plan grants it. */
export const VIDEO_FLAG = 'video';

/**
 * Video gated per plan (issue 21): the plan's entitlements say whether and how much, and the boolean feature
 * flag `video` can switch it off for some plans or tenants without a deployment (issue 15), e.g. while a
 * render farm is degraded. Without the flag, or with it disabled, the plan alone decides.
 */
export class FlaggedVideoAvailability extends VideoAvailability {
  constructor(
    private readonly byPlan: VideoAvailability,
    private readonly gate: FeatureGate,
  ) {
    super();
  }

  async of(tenantId: TenantId): Promise<VideoAllowance> {
    const allowance = await this.byPlan.of(tenantId);
    if (!allowance.allowed) return allowance;
    const off = await this.gate.isSwitchedOff(VIDEO_FLAG, { tenantId, plan: allowance.plan, sandbox: false });
    return off ? { ...allowance, allowed: false } : allowance;
  }
}
