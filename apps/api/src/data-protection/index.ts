/**
 * The data-protection module's public port: other modules append to the tenant's audit log through it, in
 * their own unit of work (changes to flags, keys, plans, exports).
 */
export { DataProtectionModule } from './data-protection.module';
export { AuditTrail, type AuditRecord } from './application/audit-trail.port';
