import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Clock, type TenantId } from '@libs/shared';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentTenant } from '../platform/tenancy/current-tenant.decorator';
import { AnalyticsSettingsStore } from './application/analytics-settings-store.port';
import { AnalyticsSettingsDto } from './dto/analytics-settings.dto';

const SERVER_EVENTS = `Der Dienst erfasst eigene Ereignisse: \`program.searched\` (erste Seite von \`GET /api/v1/programs\`,
Filter und Trefferzahl), \`program.viewed\` (\`GET /api/v1/programs/{id}\`), \`match.requested\` (die fünf besten
Programm-Ids, Trefferzahl; nie das Profil) und \`calculation.created\` (Programm, Kanal, Betragsband; nie der Betrag).
Akteur ist die pseudonyme Id aus dem Header \`X-Actor-Id\` (geprüft wie \`actorId\`), sonst ein Hash des Zugangs. Die Ereignisse werden gesammelt und etwa sekündlich gespeichert. Gilt für Live- und Sandbox-Modus; ändern darf
sie nur ein Zugang mit dem Scope \`admin\`.`;

@ApiTags('Analytics')
@Controller('api/v2/analytics/settings')
export class AnalyticsSettingsController {
  constructor(
    private readonly store: AnalyticsSettingsStore,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getAnalyticsSettings',
    summary: 'Analyse-Einstellungen',
    description: SERVER_EVENTS,
  })
  @ApiOkResponse({ type: AnalyticsSettingsDto })
  @ApiErrorResponses(401, 403)
  get(@CurrentTenant() tenantId: TenantId): Promise<AnalyticsSettingsDto> {
    return this.store.get(tenantId);
  }

  @Put()
  // A tenant-wide choice (the legal ground is the tenant's, Art. 21 objection): its administrator's, never
  // an ordinary or a sandbox credential's (sandbox tokens carry only \`api\`).
  @RequireScopes('admin')
  @ApiOperation({
    operationId: 'putAnalyticsSettings',
    summary: 'Analyse-Einstellungen setzen',
    description: SERVER_EVENTS,
  })
  @ApiOkResponse({ type: AnalyticsSettingsDto })
  @ApiErrorResponses(400, 401, 403)
  async put(
    @CurrentTenant() tenantId: TenantId,
    @Body() body: AnalyticsSettingsDto,
  ): Promise<AnalyticsSettingsDto> {
    const settings = { serverEvents: body.serverEvents };
    await this.store.put(tenantId, settings, this.clock.now());
    return settings;
  }
}
