import { Injectable, type OnModuleInit } from '@nestjs/common';
import { TenantJobs } from '../../platform/jobs/tenant-jobs';
import { DELIVERY_JOB } from '../application/delivery-job';
import { WebhookDeliveryWorker } from './webhook-delivery-worker';

/** The webhooks module's job handlers, registered by the module itself before the queue starts its workers. */
@Injectable()
export class WebhookJobHandlers implements OnModuleInit {
  constructor(
    private readonly jobs: TenantJobs,
    private readonly worker: WebhookDeliveryWorker,
  ) {}

  onModuleInit(): void {
    this.jobs.register(DELIVERY_JOB, (job) => this.worker.handle(job));
  }
}
