import type { Provider } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { DataSource } from 'typeorm';
import { TenantEntitlements } from '../../access';
import { OutboundEvents } from '../../platform/events/outbound-events.port';
import { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { DigestRepository } from '../application/digest-repository.port';
import { ProduceDigest } from '../application/produce-digest.use-case';
import { ScheduleDigest } from '../application/schedule-digest.use-case';
import { TypeormDigestRepository } from '../persistence/typeorm-digest-repository';
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
    provide: ProduceDigest,
    inject: [UnitOfWork, DigestRepository, OutboundEvents, TenantJobs],
    useFactory: (u: UnitOfWork, d: DigestRepository, o: OutboundEvents, j: TenantJobs) =>
      new ProduceDigest(u, d, o, j),
  },
];
