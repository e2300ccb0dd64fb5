import { Injectable, type OnModuleInit } from '@nestjs/common';
import { OutboundEventTaps } from '../../platform/events/outbound-event-taps';
import { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { CHAT_DELIVERY_JOB } from '../application/chat-delivery-job';
import { ChatDeliveryWorker } from './chat-delivery-worker';
import { ChatEventRouter } from './chat-event-router';
import { HUBSPOT_SYNC_JOB } from '../application/hubspot-sync-job';
import { RunHubspotSync } from '../application/run-hubspot-sync.use-case';

/** Registers the chat delivery and HubSpot sync jobs, and the tap through which published events reach chat destinations. */
@Injectable()
export class IntegrationJobHandlers implements OnModuleInit {
  constructor(
    private readonly jobs: TenantJobs,
    private readonly taps: OutboundEventTaps,
    private readonly worker: ChatDeliveryWorker,
    private readonly router: ChatEventRouter,
    private readonly hubspotSync: RunHubspotSync,
  ) {}

  onModuleInit(): void {
    this.jobs.register(CHAT_DELIVERY_JOB, (job) => this.worker.handle(job));
    this.jobs.register(HUBSPOT_SYNC_JOB, (job) =>
      this.hubspotSync.execute(job.tenantId, job.runId, job.sandbox),
    );
    this.taps.addAsync((tenantId, event, tx) => this.router.route(tenantId, event, tx));
  }
}
