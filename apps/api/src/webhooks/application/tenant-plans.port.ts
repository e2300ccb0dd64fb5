/** The plans of spec section 8 and how many webhook endpoints each allows (null: no limit). */
export const WEBHOOK_LIMITS = { free: 0, developer: 5, scale: null, unlimited: null } as const;

export type WebhookPlan = keyof typeof WEBHOOK_LIMITS;

/** Which plan a tenant is on; unknown tenants answer `free` (nothing is granted by mistake). */
export abstract class TenantPlans {
  abstract planOf(tenantId: string): Promise<WebhookPlan>;
}
