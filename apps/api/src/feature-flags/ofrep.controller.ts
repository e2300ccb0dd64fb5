import { type Type, Body, Controller, Headers, HttpCode, Param, Post, Req, Res } from '@nestjs/common';
import {
  type ApiResponseOptions,
  getSchemaPath,
  ApiBody,
  ApiExtraModels,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { isEvaluationError, type EvaluationContext } from '@libs/feature-flags';
import { AdmittedAs } from '../platform/auth/admission-lane.decorator';
import type { AuthenticatedRequest } from '../platform/auth/authenticated-request';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../platform/errors/error-response.dto';
import { buildContext, InvalidContextError } from './application/evaluation-context';
import { EvaluateFlags } from './application/evaluate-flags.use-case';
import {
  credentialFacts,
  ETAG_HEADER,
  FLAG_EVALUATION_LIMIT,
  IF_NONE_MATCH,
  JSON_TYPE,
  NOT_MODIFIED,
  sendWithEtag,
} from './adapters/evaluation-responses';
import {
  BulkEvaluationFailureDto,
  BulkEvaluationResponseDto,
  FlagEvaluationFailureDto,
  FlagEvaluationSuccessDto,
  OfrepEvaluationRequestDto,
} from './dto/evaluation.dto';
import { KEY_PATTERN } from './dto/flag-definition.dto';
import { ofrepError } from './feature-flags.error-codes';

/**
 * An OFREP answer, or the API's own error shape for what the kernel refuses before this controller runs
 * (malformed JSON, a credential in the query, a bad X-Tenant-Id): both carry `code` and a German `error`.
 */
function eitherOf(
  status: number,
  ofrep: Type<unknown>,
  api: Type<unknown>,
  description: string,
): ApiResponseOptions {
  return {
    status,
    description,
    schema: { anyOf: [{ $ref: getSchemaPath(ofrep) }, { $ref: getSchemaPath(api) }] },
  };
}

type ContextResult = { context: EvaluationContext } | ReturnType<typeof ofrepError>;

/** The OFREP request body: `{ context? }`; its faults are OFREP error codes, not the API's 400 shape. */
function contextOf(request: AuthenticatedRequest, body: unknown): ContextResult {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return ofrepError('PARSE_ERROR', 'Der Anfragekörper muss ein JSON-Objekt sein.');
  try {
    return { context: buildContext(credentialFacts(request), (body as { context?: unknown }).context) };
  } catch (e) {
    if (e instanceof InvalidContextError) return ofrepError('INVALID_CONTEXT', e.message);
    throw e;
  }
}

/**
 * The OpenFeature Remote Evaluation Protocol (OFREP 0.3) under the v2 base: an OFREP provider configured with
 * `baseUrl: <host>/api/v2` and the API key as a header evaluates against this service unchanged.
 */
@ApiTags('Feature Flags')
@ApiExtraModels(
  FlagEvaluationSuccessDto,
  FlagEvaluationFailureDto,
  BulkEvaluationFailureDto,
  ValidationErrorResponseDto,
  ErrorResponseDto,
)
@AdmittedAs('flag-evaluation')
@Controller('api/v2/ofrep/v1/evaluate/flags')
export class OfrepController {
  constructor(private readonly evaluate: EvaluateFlags) {}

  @Post()
  @HttpCode(200)
  @ApiOperation({
    operationId: 'ofrepEvaluateFlags',
    summary: 'OFREP: alle Flags auswerten (Bulk)',
    description:
      'Wie `GET /api/v2/feature-flags`, aber ohne Standard-`targetingKey`; ETag und `304` wie dort. ' +
      FLAG_EVALUATION_LIMIT,
  })
  @ApiBody({ type: OfrepEvaluationRequestDto })
  @ApiHeader(IF_NONE_MATCH)
  @ApiOkResponse({ type: BulkEvaluationResponseDto, headers: ETAG_HEADER })
  @ApiResponse(NOT_MODIFIED)
  @ApiResponse(
    eitherOf(400, BulkEvaluationFailureDto, ValidationErrorResponseDto, 'Kontext oder Körper ungültig.'),
  )
  @ApiErrorResponses(401, 403, 429)
  async bulk(
    @Req() request: AuthenticatedRequest,
    @Body() body: unknown,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<string | BulkEvaluationFailureDto> {
    const result = contextOf(request, body);
    if ('errorCode' in result) {
      void reply.status(400);
      return result;
    }
    return sendWithEtag({ flags: await this.evaluate.all(result.context) }, ifNoneMatch, reply);
  }

  @Post(':key')
  @HttpCode(200)
  @ApiOperation({
    operationId: 'ofrepEvaluateFlag',
    summary: 'OFREP: ein Flag auswerten',
    description: FLAG_EVALUATION_LIMIT,
  })
  @ApiBody({ type: OfrepEvaluationRequestDto })
  @ApiOkResponse({ type: FlagEvaluationSuccessDto })
  @ApiResponse(
    eitherOf(
      400,
      FlagEvaluationFailureDto,
      ValidationErrorResponseDto,
      '`INVALID_CONTEXT`, `PARSE_ERROR`, `TARGETING_KEY_MISSING` oder `GENERAL`.',
    ),
  )
  @ApiResponse(eitherOf(404, FlagEvaluationFailureDto, ErrorResponseDto, '`FLAG_NOT_FOUND`.'))
  @ApiErrorResponses(401, 403, 429)
  async one(
    @Req() request: AuthenticatedRequest,
    @Param('key') key: string,
    @Body() body: unknown,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FlagEvaluationSuccessDto | FlagEvaluationFailureDto> {
    void reply.header('content-type', JSON_TYPE);
    const result = contextOf(request, body);
    if ('errorCode' in result) {
      void reply.status(400);
      return { key, ...result };
    }
    const outcome = KEY_PATTERN.test(key) ? await this.evaluate.one(key, result.context) : null;
    if (!outcome) {
      void reply.status(404);
      return { key, ...ofrepError('FLAG_NOT_FOUND', 'Feature-Flag wurde nicht gefunden.') };
    }
    if (isEvaluationError(outcome)) {
      void reply.status(400);
      return { ...outcome, ...ofrepError(outcome.errorCode, outcome.errorDetails) };
    }
    return outcome;
  }
}
