import { applyDecorators } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../platform/errors/error-response.dto';
import { ApiErrorResponses } from '../../platform/openapi/api-error-responses.decorator';
import { CRON_JOBS, type CronJobName } from '../domain/cron-jobs';
import { CronRunResponseDto } from './cron-run.response.dto';

const LOCATION = {
  Location: {
    required: true,
    description: 'Pfad des Laufs: `/api/v2/cron/runs/{id}`.',
    schema: { type: 'string' },
  },
};

/** The answers of `CronTriggerGuard`, for every route of the controller (the kernel documents only its own). */
export const CronGuardResponses = (): ClassDecorator =>
  applyDecorators(
    ApiErrorResponses(400),
    ApiResponse({
      status: 401,
      description: 'Weder `CRON_SECRET` noch ein gültiger Zugang; mit `WWW-Authenticate`.',
      type: ErrorResponseDto,
    }),
    ApiResponse({
      status: 403,
      description: '`INSUFFICIENT_SCOPE`: dem Zugang fehlt der Scope `operator`.',
      type: ErrorResponseDto,
    }),
  );

/** The OpenAPI description shared by the five triggers. */
export function TriggerOperation(name: CronJobName, operationId: string): MethodDecorator {
  return applyDecorators(
    ApiOperation({
      operationId,
      summary: `Job \`${name}\` auslösen: ${CRON_JOBS[name]}`,
      description: [
        'Reiht den Lauf des aktuellen Zeitfensters ein (der letzte geplante Zeitpunkt des Jobs) und antwortet sofort',
        '(202, `Location` zeigt auf den Lauf). Je Job und Zeitfenster gibt es genau einen Lauf, auch bei mehreren',
        'Instanzen: ein weiterer Aufruf im selben Zeitfenster antwortet 200 mit demselben Lauf. Der Job läuft auch',
        'ohne Aufruf nach seinem Zeitplan. Zugang: `Authorization: Bearer <CRON_SECRET>` oder ein Zugang mit dem',
        'Scope `operator`. Solange der zuständige Bereich den Job nicht umsetzt: 501 `JOB_NOT_AVAILABLE`.',
      ].join(' '),
    }),
    ApiAcceptedResponse({ description: 'Lauf eingereiht.', type: CronRunResponseDto, headers: LOCATION }),
    ApiOkResponse({
      description: 'Der Lauf dieses Zeitfensters bestand schon: derselbe Lauf.',
      type: CronRunResponseDto,
      headers: LOCATION,
    }),
    ApiResponse({
      status: 501,
      description: '`JOB_NOT_AVAILABLE`: der Job ist in dieser Version noch nicht umgesetzt.',
      type: ErrorResponseDto,
    }),
  );
}
