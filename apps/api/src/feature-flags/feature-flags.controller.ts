import { Controller, Get, Headers, Query, Req, Res } from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { AdmittedAs } from '../platform/auth/admission-lane.decorator';
import type { AuthenticatedRequest } from '../platform/auth/authenticated-request';
import { RequestValidationError } from '../platform/errors/request-validation.error';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { buildContext, InvalidContextError } from './application/evaluation-context';
import { EvaluateFlags } from './application/evaluate-flags.use-case';
import {
  credentialFacts,
  ETAG_HEADER,
  FLAG_EVALUATION_LIMIT,
  IF_NONE_MATCH,
  NOT_MODIFIED,
  sendWithEtag,
} from './adapters/evaluation-responses';
import { BulkEvaluationResponseDto, EvaluateFlagsQueryDto } from './dto/evaluation.dto';

function parseContext(query: EvaluateFlagsQueryDto): Record<string, unknown> {
  let extra: unknown = {};
  if (query.context !== undefined) {
    try {
      extra = JSON.parse(query.context);
    } catch {
      throw new RequestValidationError([{ path: ['context'], message: 'Muss ein JSON-Objekt sein.' }]);
    }
  }
  if (typeof extra !== 'object' || extra === null || Array.isArray(extra))
    throw new RequestValidationError([{ path: ['context'], message: 'Muss ein JSON-Objekt sein.' }]);
  return query.targetingKey === undefined ? { ...extra } : { ...extra, targetingKey: query.targetingKey };
}

/** Spec 4.3 `GET /feature-flags`: the flags as they are for the caller, in the OFREP bulk shape. */
@ApiTags('Feature Flags')
@AdmittedAs('flag-evaluation')
@Controller('api/v2/feature-flags')
export class FeatureFlagsController {
  constructor(private readonly evaluate: EvaluateFlags) {}

  @Get()
  @ApiOperation({
    operationId: 'evaluateFeatureFlags',
    summary: 'Aktive Feature-Flags für den Aufrufer (OFREP-Bulk-Format)',
    description:
      'Wertet jedes nicht archivierte Flag für den Kontext aus: `tenantId`, `plan` und `sandbox` des Zugangs, ' +
      'dazu `targetingKey` (Standard: die Mandanten-ID) und Attribute aus `context`. Gründe: `STATIC`, ' +
      '`TARGETING_MATCH`, `SPLIT`, `DISABLED`, `DEFAULT`. Mit `If-None-Match` antwortet der Dienst `304`, ' +
      'solange das Ergebnis gleich bleibt. ' +
      FLAG_EVALUATION_LIMIT,
  })
  @ApiHeader(IF_NONE_MATCH)
  @ApiOkResponse({ type: BulkEvaluationResponseDto, headers: ETAG_HEADER })
  @ApiResponse(NOT_MODIFIED)
  @ApiErrorResponses(400, 401, 403, 429)
  async list(
    @Req() request: AuthenticatedRequest,
    @Query() query: EvaluateFlagsQueryDto,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string> {
    const facts = credentialFacts(request);
    let context;
    try {
      context = buildContext(facts, { targetingKey: facts.tenantId, ...parseContext(query) });
    } catch (e) {
      if (e instanceof InvalidContextError)
        throw new RequestValidationError([{ path: ['context'], message: e.message }]);
      throw e;
    }
    return sendWithEtag({ flags: await this.evaluate.all(context) }, ifNoneMatch, reply);
  }
}
