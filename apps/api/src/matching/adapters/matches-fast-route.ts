import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FastLane, type FastAnswer, type FastCall } from '../../platform/http/fast-lane';
import { ApiValidationPipe } from '../../platform/validation/api-validation.pipe';
import { MatchRequestDto } from '../dto/match.request.dto';
import { MatchAnswers } from './match-answers';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;
/** Accepted bodies remembered; past it the memo starts over (a body is a few hundred bytes). */
const BODIES_KEPT = 1_000;
/** Longer bodies are checked each time: a profile with all its fields is well under this. */
const LONGEST_KEPT = 2_048;

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function freezeDeep<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) freezeDeep(child);
  }
  return value;
}

/**
 * `POST /api/v1/matches` in the kernel's fast lane (ADR 0012): a match stores nothing and is ranked from the
 * in-memory catalogue, so a well-formed body is answered before Nest's pipeline. The body is checked by the
 * global pipe's compiled validator (`ApiValidationPipe.compiledTransform`, the check the controller's body gets
 * first); what it refuses goes on to the controller, whose pipe answers the German 400. An integrator sends
 * the same applicant again and again (the matcher keeps the ranked answer while it holds), so an accepted
 * body's request object is kept by the body's JSON: the request is a pure function of it, and deeply frozen,
 * since every such call shares it.
 */
@Injectable()
export class MatchesFastRoute implements OnModuleInit {
  private readonly pipe = new ApiValidationPipe();
  private readonly accepted = new Map<string, MatchRequestDto>();

  constructor(
    private readonly lane: FastLane,
    private readonly matches: MatchAnswers,
  ) {}

  onModuleInit(): void {
    this.lane.add({ method: 'POST', url: '/api/v1/matches', answer: (call) => this.answer(call) });
  }

  private async answer(call: FastCall): Promise<FastAnswer | undefined> {
    const request = this.requestOf(call.body);
    if (!request) return undefined;
    const { result, body } = await this.matches.answer(call.scope, request);
    return {
      status: 200,
      headers: JSON_HEADERS,
      body,
      answered: () => this.matches.answered(call.scope, call.actor, request, result),
    };
  }

  /** The checked request, or undefined when the compiled check refuses the body (the controller's 400). */
  requestOf(body: unknown): MatchRequestDto | undefined {
    if (!isPlainObject(body)) return undefined;
    const key = JSON.stringify(body);
    const kept = this.accepted.get(key);
    if (kept) return kept;
    let request: MatchRequestDto | undefined;
    try {
      request = this.pipe.compiledTransform(body, MatchRequestDto) as MatchRequestDto | undefined;
    } catch {
      return undefined; // a refusing @Transform (unknown category): the controller's pipe names it
    }
    if (!request || key.length > LONGEST_KEPT) return request;
    if (this.accepted.size >= BODIES_KEPT) this.accepted.clear();
    this.accepted.set(key, freezeDeep(request));
    return request;
  }
}
