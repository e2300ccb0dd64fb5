import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { DigestRepository } from './application/digest-repository.port';
import { DigestScheduleNotFoundError } from './application/notification.errors';
import { ScheduleDigest } from './application/schedule-digest.use-case';
import {
  DigestScheduleListResponseDto,
  DigestScheduleResponseDto,
  ScheduleDigestRequestDto,
  toDigestScheduleResponse,
} from './dto/digest.dto';

@ApiTags('Notifications')
@Controller('api/v2/notifications/digest')
export class NotificationsDigestController {
  constructor(
    private readonly scheduleDigest: ScheduleDigest,
    private readonly digests: DigestRepository,
  ) {}

  @Post('schedule')
  @Idempotent()
  @ApiOperation({
    operationId: 'scheduleDigest',
    summary: 'Digest planen (täglich oder wöchentlich zur Ortszeit)',
    description:
      'Ein Digest fasst die Ereignisse seit dem letzten gesendeten Digest zusammen (deutsch), höchstens einmal je Zeitplan und Zeitraum (Tag bzw. ISO-Woche), auch wenn der Job doppelt läuft. Leere Digests entfallen, außer `sendEmpty`. Versand höchstens 5 Minuten nach der Ortszeit (Job `weekly-digest`). Tarifgrenze: 409 `DIGEST_SCHEDULE_LIMIT_REACHED`. Kanal `chat`: der Digest geht je Zeitraum einmal an die genannten Slack- und Teams-Verbindungen (400 `DIGEST_CHAT_CHANNEL_INVALID` ohne sie, 404/409 für unbekannte/deaktivierte).',
  })
  @ApiCreatedResponse({ type: DigestScheduleResponseDto })
  @ApiErrorResponses(400, 401, 404, 409)
  async schedule(
    @CurrentScope() scope: TenantScope,
    @Body() body: ScheduleDigestRequestDto,
  ): Promise<DigestScheduleResponseDto> {
    const created = await this.scheduleDigest.execute(scope, {
      cadence: body.cadence,
      at: body.at,
      weekday: body.weekday ?? 1,
      timeZone: body.timezone ?? 'Europe/Berlin',
      channels: body.channels,
      // Lower case, as stored: the check compares the ids it finds with these.
      chatDestinationIds: (body.chatDestinationIds ?? []).map((id) => id.toLowerCase()),
      filters: { ...body.filters },
      sendEmpty: body.sendEmpty ?? false,
    });
    return toDigestScheduleResponse(created);
  }

  @Get('schedules')
  @ApiOperation({ operationId: 'listDigestSchedules', summary: 'Digest-Zeitpläne des Mandanten' })
  @ApiOkResponse({ type: DigestScheduleListResponseDto })
  @ApiErrorResponses(401)
  async list(@CurrentScope() scope: TenantScope): Promise<DigestScheduleListResponseDto> {
    return { items: (await this.digests.list(scope)).map(toDigestScheduleResponse) };
  }

  @Delete('schedules/:id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'deleteDigestSchedule', summary: 'Digest-Zeitplan löschen' })
  @ApiNoContentResponse()
  @ApiErrorResponses(401, 404)
  async remove(@CurrentScope() scope: TenantScope, @Param('id', UuidParamPipe) id: string): Promise<void> {
    if (!(await this.digests.delete(scope, id))) throw new DigestScheduleNotFoundError();
  }
}
