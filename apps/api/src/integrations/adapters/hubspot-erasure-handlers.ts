import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ExternalErasures } from '../../data-protection';
import { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { EraseAtHubspot } from '../application/erase-at-hubspot.use-case';
import { HUBSPOT_ERASURE_JOB } from '../application/hubspot-erasure-job';
import { HubspotErasure } from '../persistence/hubspot-erasure';

/** Hooks HubSpot into erasure requests: the provider that queues, and the job that deletes at HubSpot. */
@Injectable()
export class HubspotErasureHandlers implements OnModuleInit {
  constructor(
    private readonly jobs: TenantJobs,
    private readonly erasures: ExternalErasures,
    private readonly eraseAtHubspot: EraseAtHubspot,
  ) {}

  onModuleInit(): void {
    this.erasures.register(new HubspotErasure(this.jobs));
    this.jobs.register(HUBSPOT_ERASURE_JOB, (job) => this.eraseAtHubspot.execute(job));
  }
}
