import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FastLane, type FastCall } from '../../platform/http/fast-lane';
import { ApiValidationPipe } from '../../platform/validation/api-validation.pipe';
import { ListProgramsRequestDto } from '../dto/list-programs.request.dto';
import { CatalogueSnapshots } from '../persistence/catalogue-snapshots';
import { CatalogueReads } from './catalogue-reads';

const LIST_QUERY = { type: 'query', metatype: ListProgramsRequestDto, data: undefined } as const;

/**
 * The catalogue's reads in the kernel's fast lane (ADR 0012): answered when the snapshot is current and the
 * request is one the controller would answer with 200 or 304. A stale snapshot (its load is the
 * controller's), an unknown program (404) or a query the global pipe refuses (400) go on to the controller.
 * The query is checked by the controller's pipe class (`ApiValidationPipe`; an instance of its own here,
 * which remembers the query strings it accepted, so a repeated query is a lookup).
 */
@Injectable()
export class CatalogueFastRoutes implements OnModuleInit {
  private readonly pipe = new ApiValidationPipe();

  constructor(
    private readonly lane: FastLane,
    private readonly snapshots: CatalogueSnapshots,
    private readonly reads: CatalogueReads,
  ) {}

  onModuleInit(): void {
    this.lane.add({
      url: '/api/v1/programs/:id',
      answer: (call) => {
        const snapshot = this.snapshots.peek();
        const id = call.params.id;
        if (!snapshot || typeof id !== 'string') return undefined;
        return this.reads.byId(snapshot, call.scope, call.actor, id, call.headers['if-none-match']);
      },
    });
    this.lane.add({ url: '/api/v1/programs', answer: (call) => this.list(call) });
  }

  private async list(call: FastCall) {
    const snapshot = this.snapshots.peek();
    if (!snapshot) return undefined;
    let query: ListProgramsRequestDto;
    try {
      query = (await this.pipe.transform(call.query, LIST_QUERY)) as ListProgramsRequestDto;
    } catch {
      return undefined; // the controller's pipe refuses it the same way, with the German issues
    }
    return this.reads.list(snapshot, call.scope, call.actor, query, call.headers['if-none-match']);
  }
}
