import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { TenantEntitlements } from '../access';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { requireTaxAndAccountingExports } from './application/datev-elster-entitlement';
import { DatevSettingsRepository } from './application/datev-settings.port';
import { DatevSettingsNotFoundError } from './application/integration.errors';
import { SaveDatevSettings } from './application/save-datev-settings.use-case';
import {
  DatevSettingsRequestDto,
  DatevSettingsResponseDto,
  toDatevSettings,
  toDatevSettingsResponse,
} from './dto/datev-settings.dto';

/**
 * The tenant's DATEV settings, one per mode. Writing them configures the bookkeeping every later export
 * uses, so it takes the `admin` scope like connecting an integration; reading needs `api` (the export does).
 */
@ApiTags('Integrationen')
@Controller('api/v2/integrations/datev/settings')
export class DatevSettingsController {
  constructor(
    private readonly settings: DatevSettingsRepository,
    private readonly saveSettings: SaveDatevSettings,
    private readonly plans: TenantEntitlements,
  ) {}

  @Get()
  @ApiOperation({
    operationId: 'getDatevSettings',
    summary: 'DATEV-Einstellungen des Mandanten',
    description: '404 `DATEV_SETTINGS_NOT_FOUND`, solange keine hinterlegt sind.',
  })
  @ApiOkResponse({ type: DatevSettingsResponseDto })
  @ApiErrorResponses(401, 403, 404)
  async get(@CurrentScope() scope: TenantScope): Promise<DatevSettingsResponseDto> {
    const stored = await this.settings.find(scope);
    if (!stored) throw new DatevSettingsNotFoundError();
    return toDatevSettingsResponse(stored);
  }

  @Put()
  @RequireScopes('admin')
  @ApiOperation({
    operationId: 'putDatevSettings',
    summary: 'DATEV-Einstellungen des Mandanten setzen (ersetzt sie vollständig)',
    description: `Berater- und Mandantennummer, Beginn des Wirtschaftsjahres (MM-TT), Sachkontenlänge, Kontenrahmen und die
Konten, auf die Zuschüsse gebucht werden (Konto an Gegenkonto, mit Sachkontenlänge oder einer Ziffer mehr für ein
Personenkonto), optional ein BU-Schlüssel. Der Export verwendet sie, soweit die Anfrage ein Feld nicht selbst angibt.
Sandbox- und Live-Einstellungen sind getrennt. Nicht im Tarif Free (403).`,
  })
  @ApiOkResponse({ type: DatevSettingsResponseDto })
  @ApiErrorResponses(400, 401, 403)
  async put(
    @CurrentScope() scope: TenantScope,
    @Body() body: DatevSettingsRequestDto,
  ): Promise<DatevSettingsResponseDto> {
    await requireTaxAndAccountingExports(this.plans, scope.tenantId);
    return toDatevSettingsResponse(await this.saveSettings.execute(scope, toDatevSettings(body)));
  }
}
