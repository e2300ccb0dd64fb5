import type { TenantScope } from '@libs/shared';

export interface VideoAllowance {
  plan: string;
  /** False: video is not offered to this tenant (plan or feature flag). */
  allowed: boolean;
  /**
   * True when the plan grants video but the feature flag `video` switched it off for this caller: the refusal
   * is the operator's (`VIDEO_SWITCHED_OFF`), not the plan's (`VIDEO_NOT_IN_PLAN`), so no upgrade is suggested.
   */
  switchedOff?: boolean;
  /** Renders per UTC calendar month (live and sandbox each), null unlimited. */
  monthlyRenders: number | null;
  /** How long rendered files are kept. */
  retentionDays: number;
}

/**
 * Whether a tenant may render videos, and how many: the plan's entitlements, which the feature flag `video`
 * can switch off (`FlaggedVideoAvailability`), without the use cases knowing either.
 */
export abstract class VideoAvailability {
  /** The scope, not only the tenant: a flag may treat sandbox credentials apart from live ones (ADR 0009). */
  abstract of(scope: TenantScope): Promise<VideoAllowance>;
}
