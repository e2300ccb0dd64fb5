import { Global, Module } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { DataSource } from 'typeorm';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { DataInventory } from '../platform/features/data-inventory';
import { TenantJobs } from '../platform/jobs/tenant-jobs';
import { TenantTransaction } from '../platform/tenancy/tenant-transaction';
import { UnitOfWork } from '../platform/tenancy/unit-of-work.port';
import { DataProtectionJobHandlers } from './adapters/data-protection-job-handlers';
import { AuditTap } from './adapters/audit-tap';
import { ZipPortabilityPackager } from './adapters/portability-archive';
import { AuditTrail } from './application/audit-trail.port';
import { BuildPortabilityArchive } from './application/build-portability-archive.use-case';
import { DsgvoRequestRepository } from './application/dsgvo-request-repository.port';
import { EnforceRetention } from './application/enforce-retention.use-case';
import { ExecuteErasure } from './application/execute-erasure.use-case';
import { ExternalErasures } from './application/external-erasure.port';
import { ExtendDsgvoRequest } from './application/extend-dsgvo-request.use-case';
import { PortabilityPackager } from './application/portability-packager.port';
import { ReceiveDsgvoRequest } from './application/receive-dsgvo-request.use-case';
import { RetentionStore } from './application/retention-store.port';
import { SubjectData } from './application/subject-data.port';
import { dataProtectionSettings } from './data-protection.config';
import { DsgvoController } from './dsgvo.controller';
import { ComplianceController } from './compliance.controller';
import { ComplianceEvidence } from './application/compliance-evidence.use-case';
import { ComplianceFacts } from './application/compliance-facts.port';
import { DpiaRepository } from './application/dpia-repository.port';
import { CreateDpia, UpdateDpia } from './application/manage-dpia.use-case';
import { SqlComplianceFacts } from './persistence/sql-compliance-facts';
import { TypeormDpiaRepository } from './persistence/typeorm-dpia-repository';
import { InventorySubjectData } from './persistence/inventory-subject-data';
import { SqlRetentionStore } from './persistence/sql-retention-store';
import { TypeormAuditTrail } from './persistence/typeorm-audit-trail';
import { TypeormDsgvoRequestRepository } from './persistence/typeorm-dsgvo-request-repository';
import { ZipGobdExportPackager } from './adapters/gobd-export-archive';
import { GobdExportRepository } from './application/gobd-export-repository.port';
import { BuildGobdExport, RequestGobdExport } from './application/gobd-export.use-case';
import { GobdExportPackager, GobdRecords } from './application/gobd-records.port';
import { GobdExportController } from './gobd-export.controller';
import { SqlGobdRecords } from './persistence/sql-gobd-records';
import { TypeormGobdExportRepository } from './persistence/typeorm-gobd-export-repository';

/**
 * Data protection and compliance evidence (ADR 0017). Global so that any module can inject the
 * `AuditTrail` and register with `ExternalErasures` (imported from `../data-protection`) without importing
 * this module.
 */
@Global()
@Module({
  controllers: [DsgvoController, ComplianceController, GobdExportController],
  providers: [
    DataProtectionJobHandlers,
    AuditTap,
    {
      provide: SubjectData,
      inject: [DataInventory],
      useFactory: (inventory: DataInventory) => new InventorySubjectData(inventory),
    },
    {
      provide: RetentionStore,
      inject: [DataSource, DataInventory],
      useFactory: (d: DataSource, inventory: DataInventory) => new SqlRetentionStore(d, inventory),
    },
    {
      provide: DsgvoRequestRepository,
      inject: [TenantTransaction],
      useFactory: (t: TenantTransaction) => new TypeormDsgvoRequestRepository(t),
    },
    {
      provide: AuditTrail,
      inject: [TenantTransaction],
      useFactory: (t: TenantTransaction) => new TypeormAuditTrail(t),
    },
    { provide: PortabilityPackager, useClass: ZipPortabilityPackager },
    {
      provide: ComplianceFacts,
      inject: [DataSource, TenantTransaction],
      useFactory: (d: DataSource, t: TenantTransaction) => new SqlComplianceFacts(d, t),
    },
    {
      provide: ComplianceEvidence,
      inject: [AuditTrail, ComplianceFacts, DataInventory, Clock],
      useFactory: (a: AuditTrail, f: ComplianceFacts, i: DataInventory, c: Clock) =>
        new ComplianceEvidence(a, f, i, c),
    },
    {
      provide: GobdExportRepository,
      inject: [TenantTransaction],
      useFactory: (t: TenantTransaction) => new TypeormGobdExportRepository(t),
    },
    { provide: GobdRecords, useClass: SqlGobdRecords },
    { provide: GobdExportPackager, useClass: ZipGobdExportPackager },
    {
      provide: RequestGobdExport,
      inject: [UnitOfWork, GobdExportRepository, AuditTrail, TenantJobs, Clock],
      useFactory: (u: UnitOfWork, r: GobdExportRepository, a: AuditTrail, j: TenantJobs, c: Clock) =>
        new RequestGobdExport(u, r, a, j, c),
    },
    {
      provide: BuildGobdExport,
      inject: [
        UnitOfWork,
        GobdExportRepository,
        GobdRecords,
        GobdExportPackager,
        AuditTrail,
        Clock,
        AppConfigToken,
      ],
      useFactory: (
        u: UnitOfWork,
        r: GobdExportRepository,
        g: GobdRecords,
        p: GobdExportPackager,
        a: AuditTrail,
        c: Clock,
        config: AppConfig,
      ) => new BuildGobdExport(u, r, g, p, a, c, dataProtectionSettings(config).archiveTtlSeconds),
    },
    {
      provide: DpiaRepository,
      inject: [TenantTransaction],
      useFactory: (t: TenantTransaction) => new TypeormDpiaRepository(t),
    },
    {
      provide: CreateDpia,
      inject: [UnitOfWork, DpiaRepository, AuditTrail, Clock],
      useFactory: (u: UnitOfWork, r: DpiaRepository, a: AuditTrail, c: Clock) => new CreateDpia(u, r, a, c),
    },
    {
      provide: UpdateDpia,
      inject: [UnitOfWork, DpiaRepository, AuditTrail, Clock],
      useFactory: (u: UnitOfWork, r: DpiaRepository, a: AuditTrail, c: Clock) => new UpdateDpia(u, r, a, c),
    },
    {
      provide: ReceiveDsgvoRequest,
      inject: [UnitOfWork, DsgvoRequestRepository, SubjectData, AuditTrail, TenantJobs, Clock],
      useFactory: (
        u: UnitOfWork,
        r: DsgvoRequestRepository,
        s: SubjectData,
        a: AuditTrail,
        j: TenantJobs,
        c: Clock,
      ) => new ReceiveDsgvoRequest(u, r, s, a, j, c),
    },
    {
      provide: ExtendDsgvoRequest,
      inject: [UnitOfWork, DsgvoRequestRepository, AuditTrail, Clock],
      useFactory: (u: UnitOfWork, r: DsgvoRequestRepository, a: AuditTrail, c: Clock) =>
        new ExtendDsgvoRequest(u, r, a, c),
    },
    // Filled by the modules that sync data to external systems (integrations: HubSpot), in their onModuleInit.
    { provide: ExternalErasures, useValue: new ExternalErasures() },
    {
      provide: ExecuteErasure,
      inject: [
        UnitOfWork,
        DsgvoRequestRepository,
        SubjectData,
        AuditTrail,
        OutboundEvents,
        Clock,
        ExternalErasures,
      ],
      useFactory: (
        u: UnitOfWork,
        r: DsgvoRequestRepository,
        s: SubjectData,
        a: AuditTrail,
        e: OutboundEvents,
        c: Clock,
        x: ExternalErasures,
      ) => new ExecuteErasure(u, r, s, a, e, c, x),
    },
    {
      provide: BuildPortabilityArchive,
      inject: [
        UnitOfWork,
        DsgvoRequestRepository,
        SubjectData,
        PortabilityPackager,
        AuditTrail,
        OutboundEvents,
        Clock,
        AppConfigToken,
      ],
      useFactory: (
        u: UnitOfWork,
        r: DsgvoRequestRepository,
        s: SubjectData,
        p: PortabilityPackager,
        a: AuditTrail,
        e: OutboundEvents,
        c: Clock,
        config: AppConfig,
      ) => new BuildPortabilityArchive(u, r, s, p, a, e, c, dataProtectionSettings(config).archiveTtlSeconds),
    },
    {
      provide: EnforceRetention,
      inject: [
        UnitOfWork,
        RetentionStore,
        DsgvoRequestRepository,
        AuditTrail,
        OutboundEvents,
        Clock,
        AppConfigToken,
      ],
      useFactory: (
        u: UnitOfWork,
        s: RetentionStore,
        r: DsgvoRequestRepository,
        a: AuditTrail,
        e: OutboundEvents,
        c: Clock,
        config: AppConfig,
      ) => new EnforceRetention(u, s, r, a, e, c, dataProtectionSettings(config)),
    },
  ],
  exports: [AuditTrail, ExternalErasures],
})
export class DataProtectionModule {}
