import { Injectable } from '@nestjs/common';
import type { MatchResult } from '@libs/matcher';
import { UsageSignals, type UsageActor } from '../../platform/events/usage-signals';
import type { TenantScope } from '@libs/shared';
import { FindMatches } from '../application/find-matches.use-case';
import { DEFAULT_MATCH_LIMIT, type MatchRequestDto } from '../dto/match.request.dto';

/** How many of the best matches a `match.requested` usage signal names. */
const TOP_PROGRAMS = 5;

/** A ranked answer and its response body. */
export interface MatchAnswer {
  result: MatchResult;
  /** `JSON.stringify(result)` as bytes, made once per answer (see `bodyOf`). */
  body: Buffer;
}

/**
 * The response body of a ranked answer, serialised once: an identical request gets the same frozen answer
 * from the matcher while it holds (answer-window.ts), and the bytes are `JSON.stringify` of it, as Fastify
 * would send the object. A Buffer goes to the socket as it is; the entry goes with the answer.
 */
const BODIES = new WeakMap<MatchResult, Buffer>();
function bodyOf(result: MatchResult): Buffer {
  let body = BODIES.get(result);
  if (!body) {
    body = Buffer.from(JSON.stringify(result));
    BODIES.set(result, body);
  }
  return body;
}

/**
 * `POST /api/v1/matches` as one piece, for its two ways in: the controller and the kernel's fast lane
 * (matches-fast-route.ts). Both rank through `FindMatches` and emit the same usage signal, so their answers
 * cannot drift apart.
 */
@Injectable()
export class MatchAnswers {
  constructor(
    private readonly findMatches: FindMatches,
    // Matches for product analytics (ADR 0031): the top programs, never the applicant's profile.
    private readonly signals: UsageSignals,
  ) {}

  async answer(scope: TenantScope, request: MatchRequestDto): Promise<MatchAnswer> {
    const result = await this.findMatches.execute({
      tenantId: scope.tenantId,
      profile: { ...request.profile },
      categories: request.categories,
      limit: request.limit ?? DEFAULT_MATCH_LIMIT,
    });
    return { result, body: bodyOf(result) };
  }

  /** The `match.requested` signal of an answered call. */
  answered(scope: TenantScope, actor: UsageActor, request: MatchRequestDto, result: MatchResult): void {
    if (!this.signals.listening) return;
    const top = result.matches.slice(0, TOP_PROGRAMS).map((m) => m.programId);
    this.signals.emit({
      name: 'match.requested',
      scope,
      actor,
      properties: {
        matchCount: result.total,
        ...(top.length > 0 ? { programId: top[0]!, topProgramIds: top.join(',') } : {}),
        ...(request.categories?.length ? { categories: request.categories.join(',') } : {}),
      },
    });
  }
}
