import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ExternalErasures } from '../../data-protection';
import { ServerEventBuffer } from './server-event-buffer';

/**
 * Server events wait up to a second in memory; an erasure first writes them out, so that it erases
 * them with the subject's other events instead of their landing in the table right after it.
 */
@Injectable()
export class ServerEventErasureHook implements OnModuleInit {
  constructor(
    private readonly erasures: ExternalErasures,
    private readonly buffer: ServerEventBuffer,
  ) {}

  onModuleInit(): void {
    this.erasures.registerPendingWrites(() => this.buffer.flush());
  }
}
