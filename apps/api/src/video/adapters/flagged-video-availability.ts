import type { FeatureGate } from '../../feature-flags';
import type { TenantScope } from '@libs/shared';
import { VideoAvailability, type VideoAllowance } from '../application/video-availability.port';

/** The platform flag that can switch video off (per plan, tenant, mode or rollout) where the plan grants it. */
export const VIDEO_FLAG = 'video';

/**
 * Video gated per plan: the plan's entitlements say whether and how much, and the boolean feature
 * flag `video` can switch it off for some plans or tenants without a deployment, e.g. while a
 * render farm is degraded. Without the flag, or with it disabled, the plan alone decides. The context carries
 * the caller's real mode, so a flag can keep sandbox renders off while live ones run (or the other way round).
 */
export class FlaggedVideoAvailability extends VideoAvailability {
  constructor(
    private readonly byPlan: VideoAvailability,
    private readonly gate: FeatureGate,
  ) {
    super();
  }

  async of(scope: TenantScope): Promise<VideoAllowance> {
    const allowance = await this.byPlan.of(scope);
    if (!allowance.allowed) return allowance;
    const off = await this.gate.isSwitchedOff(VIDEO_FLAG, {
      tenantId: scope.tenantId,
      plan: allowance.plan,
      sandbox: scope.sandbox,
    });
    return off ? { ...allowance, allowed: false, switchedOff: true } : allowance;
  }
}
