/**
 * Where application code reports what an operator should see but the caller should not (a failed
 * best-effort publish, a vendor that refused an erasure). Nest's `Logger` satisfies it structurally, so
 * modules pass one and use cases stay framework-free.
 */
export interface OperatorLog {
  warn(message: string): void;
}
