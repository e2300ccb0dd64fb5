import type { TenantId } from '@libs/shared';

export interface VideoAllowance {
  plan: string;
  /** False: video is not offered to this tenant (plan or feature flag). */
  allowed: boolean;
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
  abstract of(tenantId: TenantId): Promise<VideoAllowance>;
}
