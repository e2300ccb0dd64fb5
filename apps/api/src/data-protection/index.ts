/**
 * The data-protection module's public port: other modules append to the tenant's audit log through it, in
 * their own unit of work (changes to flags, keys, plans, exports), and modules that copy data to an external
 * system register how an erasure request reaches it there (`ExternalErasures`, ADR 0017).
 */
export { DataProtectionModule } from './data-protection.module';
export { AuditTrail, type AuditRecord } from './application/audit-trail.port';
export {
  ExternalErasures,
  type ExternalErasureAction,
  type ExternalErasureProvider,
} from './application/external-erasure.port';
export type { SubjectRef, SubjectScope } from './application/subject-data.port';
