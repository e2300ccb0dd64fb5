import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { RouteConfig } from '@nestjs/platform-fastify';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../platform/errors/error-response.dto';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { IngestEvents } from './application/ingest-events.use-case';
import { IngestEventsRequestDto, IngestEventsResponseDto, REFUSAL_MESSAGES } from './dto/ingest-events.dto';

/** 1,000 events of about 500 bytes each (PostHog and Mixpanel allow 1 to 2 MB per request). */
export const MAX_BATCH_BYTES = 512_000;

@ApiTags('Analytics')
@Controller('api/v2/analytics/events')
export class AnalyticsEventsController {
  constructor(private readonly ingest: IngestEvents) {}

  @Post()
  @HttpCode(200)
  // The byte limit bounds the batch; the body guard's 1,000 items per array would otherwise answer a batch over
  // the plan's limit with 400 before the use case could answer 413.
  @RouteConfig({ bodyLimit: MAX_BATCH_BYTES, jsonBodyLimits: { maxItems: MAX_BATCH_BYTES } })
  @Idempotent()
  @ApiOperation({
    operationId: 'ingestAnalyticsEvents',
    summary: 'Ereignisse erfassen',
    description: `Ein Stapel von Ereignissen mit vom Client gewählten Ids. Idempotent je Mandant und Id: ein zweites Mal
gesendet zählt ein Ereignis als \`duplicates\` und wird nicht noch einmal gespeichert. Teilerfolg: gültige Ereignisse
werden gespeichert, ungültige unter \`rejected\` mit Position, Feld und Code genannt (Antwort trotzdem 200).
Mit \`sentAt\` wird die Uhrabweichung des Clients ausgeglichen. \`actorId\` ist pseudonym: keine Namen, keine
E-Mail-Adressen (solche Werte werden mit \`PERSONAL_DATA\` abgelehnt). Mehr Ereignisse als der Tarif je Anfrage
erlaubt: 413 \`ANALYTICS_BATCH_TOO_LARGE\`; ein Körper über 500 KB: 413.`,
  })
  @ApiOkResponse({ type: IngestEventsResponseDto })
  @ApiErrorResponses(400, 401, 403)
  @ApiResponse({ status: 413, description: '`ANALYTICS_BATCH_TOO_LARGE`.', type: ErrorResponseDto })
  async ingestEvents(
    @CurrentScope() scope: TenantScope,
    @Body() body: IngestEventsRequestDto,
  ): Promise<IngestEventsResponseDto> {
    const result = await this.ingest.execute(scope, body.events);
    return { ...result, rejected: result.rejected.map((r) => ({ ...r, message: REFUSAL_MESSAGES[r.code] })) };
  }
}
