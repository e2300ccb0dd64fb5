import type { Provider } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { ProgramRepository } from '@libs/catalogue';
import { DataSource } from 'typeorm';
import { TenantEntitlements } from '../../access';
import { TeamChats } from '../../integrations';
import { OutboundEvents } from '../../platform/events/outbound-events.port';
import { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import { DigestChats } from '../application/digest-chats.port';
import { DigestRepository } from '../application/digest-repository.port';
import { ProduceDigest } from '../application/produce-digest.use-case';
import { ProgramDirectory } from '../application/program-directory.port';
import { ScheduleDigest } from '../application/schedule-digest.use-case';
import { TypeormDigestRepository } from '../persistence/typeorm-digest-repository';
import { CatalogueProgramDirectory } from './catalogue-program-directory';
import { DigestSweep } from './digest-sweep';
import { TeamChatDigests } from './team-chat-digests';

export const DIGEST_PROVIDERS: Provider[] = [
  DigestSweep,
  {
    provide: DigestRepository,
    inject: [TenantTransaction, DataSource],
    useFactory: (t: TenantTransaction, d: DataSource) => new TypeormDigestRepository(t, d),
  },
  {
    // The integrations module's exported port (IntegrationsModule, imported by NotificationsModule).
    provide: DigestChats,
    inject: [TeamChats],
    useFactory: (t: TeamChats) => new TeamChatDigests(t),
  },
  {
    provide: ScheduleDigest,
    inject: [DigestRepository, TenantEntitlements, DigestChats, Clock],
    useFactory: (d: DigestRepository, e: TenantEntitlements, t: DigestChats, c: Clock) =>
      new ScheduleDigest(d, e, t, c),
  },
  {
    // The catalogue's exported repository (CatalogueModule, imported by NotificationsModule).
    provide: ProgramDirectory,
    inject: [ProgramRepository],
    useFactory: (p: ProgramRepository) => new CatalogueProgramDirectory(p),
  },
  {
    provide: ProduceDigest,
    inject: [UnitOfWork, DigestRepository, OutboundEvents, TenantJobs, ProgramDirectory, DigestChats],
    useFactory: (
      u: UnitOfWork,
      d: DigestRepository,
      o: OutboundEvents,
      j: TenantJobs,
      p: ProgramDirectory,
      t: DigestChats,
    ) => new ProduceDigest(u, d, o, j, p, t),
  },
];
