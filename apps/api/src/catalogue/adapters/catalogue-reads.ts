import { Injectable } from '@nestjs/common';
import { parseRegionScope } from '@libs/catalogue';
import type { FastAnswer } from '../../platform/http/fast-lane';
import { UsageSignals, type UsageActor } from '../../platform/events/usage-signals';
import type { TenantScope } from '@libs/shared';
import { DEFAULT_PAGE_SIZE } from '../../platform/validation/page-query.dto';
import type { ListProgramsRequestDto } from '../dto/list-programs.request.dto';
import type { CatalogueSnapshot } from '../persistence/catalogue-snapshot';
import { catalogueEntityTag, noneMatch } from './entity-tag';

const JSON_TYPE = 'application/json; charset=utf-8';
// Authenticated answers: a shared cache must not keep them; a client revalidates each time.
const CACHE_CONTROL = 'private, no-cache';

/**
 * The catalogue's two reads as complete answers from a snapshot: status, validators and the JSON joined
 * from fragments serialised once per version (ADR 0012). The controller and the fast lane both answer
 * through here, so they cannot drift apart. The usage signal (analytics) is sent by `answered`, after the
 * call was admitted, as the controller did after the guard.
 */
@Injectable()
export class CatalogueReads {
  constructor(private readonly signals: UsageSignals) {}

  /** `GET /programs/{id}`; undefined when the tenant sees no such program (404 PROGRAM_NOT_FOUND). */
  byId(
    snapshot: CatalogueSnapshot,
    scope: TenantScope,
    actor: UsageActor,
    id: string,
    ifNoneMatch: string | string[] | undefined,
  ): FastAnswer | undefined {
    const program = snapshot.findById(scope.tenantId, id);
    if (!program) return undefined;
    const own = snapshot.hasOwn(scope.tenantId) ? scope.tenantId : null;
    const answered = () =>
      this.signals.emit({ name: 'program.viewed', scope, actor, properties: { programId: program.id } });
    return this.answer(snapshot.version, own, ifNoneMatch, () => snapshot.json(program), answered);
  }

  /** `GET /programs` with a validated query. */
  list(
    snapshot: CatalogueSnapshot,
    scope: TenantScope,
    actor: UsageActor,
    query: ListProgramsRequestDto,
    ifNoneMatch: string | string[] | undefined,
  ): FastAnswer {
    const { tenantId } = scope;
    const filter = {
      tenantId,
      category: query.category,
      level: query.level,
      region: query.region ? (parseRegionScope(query.region) ?? undefined) : undefined,
    };
    const limit = query.limit ?? DEFAULT_PAGE_SIZE;
    const offset = query.offset ?? 0;
    const answered = () => {
      // A search is its first page; turning pages is not another search.
      if (offset !== 0 || !this.signals.listening) return;
      this.signals.emit({
        name: 'program.searched',
        scope,
        actor,
        properties: {
          ...(query.category ? { category: query.category } : {}),
          ...(query.level ? { level: query.level } : {}),
          ...(query.region ? { region: query.region } : {}),
          resultCount: snapshot.list({ ...filter, limit: 0, offset: 0 }).total,
        },
      });
    };
    const own = snapshot.hasOwn(tenantId) ? tenantId : null;
    return this.answer(
      snapshot.version,
      own,
      ifNoneMatch,
      () => snapshot.listJson({ ...filter, limit, offset }),
      answered,
    );
  }

  /** 304 without a body when the client's copy is current (RFC 9110 13.1.2), else 200 with the JSON. */
  private answer(
    version: string,
    ownTenant: string | null,
    ifNoneMatch: string | string[] | undefined,
    body: () => string | Buffer,
    answered: () => void,
  ): FastAnswer {
    const etag = catalogueEntityTag(version, ownTenant);
    if (!noneMatch(ifNoneMatch, etag))
      return { status: 304, headers: { etag, 'cache-control': CACHE_CONTROL }, body: '', answered };
    return {
      status: 200,
      headers: { etag, 'cache-control': CACHE_CONTROL, 'content-type': JSON_TYPE },
      body: body(),
      answered,
    };
  }
}
