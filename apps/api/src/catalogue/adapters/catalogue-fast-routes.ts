import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FastLane } from '../../platform/http/fast-lane';
import type { ListProgramsRequestDto } from '../dto/list-programs.request.dto';
import { CatalogueSnapshots } from '../persistence/catalogue-snapshots';
import { ProgramsController } from '../programs.controller';
import { CatalogueReads } from './catalogue-reads';

/**
 * The catalogue's reads in the kernel's fast lane (ADR 0028): the lane admits the call and validates the
 * query as the controller's route would (its policy and its DTO, read from `ProgramsController`); this
 * answers when the snapshot is current and the program is known. A stale snapshot (its load is the
 * controller's) or an unknown program (404) goes on to the controller.
 */
@Injectable()
export class CatalogueFastRoutes implements OnModuleInit {
  constructor(
    private readonly lane: FastLane,
    private readonly snapshots: CatalogueSnapshots,
    private readonly reads: CatalogueReads,
  ) {}

  onModuleInit(): void {
    this.lane.add({
      handler: [ProgramsController, 'byId'],
      answer: (call) => {
        const snapshot = this.snapshots.peek();
        const id = call.params.id;
        if (!snapshot || typeof id !== 'string') return undefined;
        return this.reads.byId(snapshot, call.scope, call.actor, id, call.headers['if-none-match']);
      },
    });
    this.lane.add({
      handler: [ProgramsController, 'list'],
      answer: (call) => {
        const snapshot = this.snapshots.peek();
        if (!snapshot) return undefined;
        const query = call.query as ListProgramsRequestDto;
        return this.reads.list(snapshot, call.scope, call.actor, query, call.headers['if-none-match']);
      },
    });
  }
}
