import type { Provider } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { ProgramRepository } from '@libs/catalogue';
import { DataSource } from 'typeorm';
import { TenantEntitlements } from '../../access';
import { OutboundEvents } from '../../platform/events/outbound-events.port';
import { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { DigestRepository } from '../application/digest-repository.port';
import { ProduceDigest } from '../application/produce-digest.use-case';
import { ProgramDirectory } from '../application/program-directory.port';
import { ScheduleDigest } from '../application/schedule-digest.use-case';
import { TypeormDigestRepository } from '../persistence/typeorm-digest-repository';
import { CatalogueProgramDirectory } from './catalogue-program-directory';
import { DigestSweep } from './digest-sweep';

export const DIGEST_PROVIDERS: Provider[] = [
  DigestSweep,
  {
    provide: DigestRepository,
    inject: [TenantTransaction, DataSource],
    useFactory: (t: TenantTransaction, d: DataSource) => new TypeormDigestRepository(t, d),
  },
  {
    provide: ScheduleDigest,
    inject: [DigestRepository, TenantEntitlements, Clock],
    useFactory: (d: DigestRepository, e: TenantEntitlements, c: Clock) => new ScheduleDigest(d, e, c),
  },
  {
    // The catalogue's exported repository (CatalogueModule, imported by NotificationsModule).
    provide: ProgramDirectory,
    inject: [ProgramRepository],
    useFactory: (p: ProgramRepository) => new CatalogueProgramDirectory(p),
  },
  {
    provide: ProduceDigest,
    inject: [UnitOfWork, DigestRepository, OutboundEvents, TenantJobs, ProgramDirectory],
    useFactory: (u: UnitOfWork, d: DigestRepository, o: OutboundEvents, j: TenantJobs, p: ProgramDirectory) =>
      new ProduceDigest(u, d, o, j, p),
  },
];
