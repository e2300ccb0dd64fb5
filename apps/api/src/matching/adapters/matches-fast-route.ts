import { Injectable, type OnModuleInit } from '@nestjs/common';
import { FastLane, type FastAnswer, type FastCall } from '../../platform/http/fast-lane';
import type { MatchRequestDto } from '../dto/match.request.dto';
import { MatchesController } from '../matches.controller';
import { MatchAnswers } from './match-answers';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' } as const;

/**
 * `POST /api/v1/matches` in the kernel's fast lane (ADR 0028): a match stores nothing and is ranked from the
 * in-memory catalogue, so it is answered before Nest's pipeline. The lane admits the call and validates the
 * body with the global pipe (the controller's route, read from `MatchesController`; an equal body is the
 * same remembered instance, `@ShareAccepted`); with the matcher's answer window a repeated request is a
 * lookup from end to end.
 */
@Injectable()
export class MatchesFastRoute implements OnModuleInit {
  constructor(
    private readonly lane: FastLane,
    private readonly matches: MatchAnswers,
  ) {}

  onModuleInit(): void {
    this.lane.add({ handler: [MatchesController, 'find'], answer: (call) => this.answer(call) });
  }

  private async answer(call: FastCall): Promise<FastAnswer> {
    const request = call.body as MatchRequestDto;
    const { result, body } = await this.matches.answer(call.scope, request);
    return {
      status: 200,
      headers: JSON_HEADERS,
      body,
      answered: () => this.matches.answered(call.scope, call.actor, request, result),
    };
  }
}
