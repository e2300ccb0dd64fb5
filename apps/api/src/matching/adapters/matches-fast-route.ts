import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FastLane, type FastAnswer, type FastCall } from '../../platform/http/fast-lane';
import { ApiValidationPipe } from '../../platform/validation/api-validation.pipe';
import { MatchRequestDto } from '../dto/match.request.dto';
import { MatchAnswers } from './match-answers';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

/**
 * `POST /api/v1/matches` in the kernel's fast lane (ADR 0012): a match stores nothing and is ranked from the
 * in-memory catalogue, so a well-formed body is answered before Nest's pipeline. The body is checked by the
 * global pipe's compiled validator (`ApiValidationPipe.compiledTransform`, the check the controller's body gets
 * first, remembering accepted bodies by their JSON: `rememberedBody`); what it refuses goes on to the
 * controller, whose pipe answers the German 400. With the matcher's answer window a repeated request is a
 * lookup from end to end.
 */
@Injectable()
export class MatchesFastRoute implements OnModuleInit {
  private readonly pipe = new ApiValidationPipe();

  constructor(
    private readonly lane: FastLane,
    private readonly matches: MatchAnswers,
  ) {}

  onModuleInit(): void {
    this.lane.add({ method: 'POST', url: '/api/v1/matches', answer: (call) => this.answer(call) });
  }

  private async answer(call: FastCall): Promise<FastAnswer | undefined> {
    const request = this.pipe.rememberedBody(call.body, MatchRequestDto) as MatchRequestDto | undefined;
    if (!request) return undefined;
    const { result, body } = await this.matches.answer(call.scope, request);
    return {
      status: 200,
      headers: JSON_HEADERS,
      body,
      answered: () => this.matches.answered(call.scope, call.actor, request, result),
    };
  }
}
