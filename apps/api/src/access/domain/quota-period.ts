/**
 * The quota period is the calendar month in UTC (documented in the API description and ADR 0007): every
 * tenant's counter resets at 00:00 UTC on the first of the month, wherever the tenant is.
 */
export function quotaPeriodOf(at: Date): string {
  return `${at.getUTCFullYear()}-${String(at.getUTCMonth() + 1).padStart(2, '0')}`;
}

export function quotaResetOf(at: Date): Date {
  return new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
}

/** Whole seconds until `until`, at least 1 (a client told 0 would retry at once). */
export function secondsUntil(until: Date, now: Date): number {
  return Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/**
 * The usage ledger's key for a call's budget: the month for live calls, `sandbox:<month>` for sandbox calls,
 * which have their own budget and never consume the live quota (ADR 0009).
 */
export function usagePeriodOf(at: Date, sandbox: boolean): string {
  return sandbox ? `sandbox:${quotaPeriodOf(at)}` : quotaPeriodOf(at);
}
