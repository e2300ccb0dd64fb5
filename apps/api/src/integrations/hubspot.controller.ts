import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { Clock } from '@libs/shared';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { DEFAULT_DEAL_STAGES } from './domain/hubspot-sync-plan';
import { HubspotStore } from './application/hubspot-store.port';
import {
  HubspotConnectionNotFoundError,
  HubspotSyncRunNotFoundError,
} from './application/integration.errors';
import { StartHubspotSync } from './application/start-hubspot-sync.use-case';
import {
  ConnectHubspotRequestDto,
  HubspotConnectionResponseDto,
  HubspotSyncRequestDto,
  HubspotSyncRunResponseDto,
  toConnectionResponse,
  toSyncRunResponse,
} from './dto/hubspot.dto';

const ABOUT = `Unternehmen werden per Batch-Upsert (höchstens 100 je Anfrage) über die eindeutige Eigenschaft
\`fm_company_ref\` angelegt oder aktualisiert, Deals aus Berechnungen über \`fm_calculation_id\` (Betrag = geschätzte
Förderung, Phase aus der Förderfähigkeit) und ihrem Unternehmen zugeordnet. Beide Eigenschaften müssen im HubSpot-Portal
als Eigenschaften mit eindeutigen Werten angelegt sein. HubSpots Ratenlimit wird über alle Instanzen gehalten; 429 wird
nach der genannten Wartezeit wiederholt, Teilfehler (207) erscheinen je Datensatz im Protokoll.`;

@ApiTags('Integrationen')
@Controller('api/v2/integrations/hubspot')
export class HubspotController {
  constructor(
    private readonly store: HubspotStore,
    private readonly startSync: StartHubspotSync,
    private readonly clock: Clock,
  ) {}

  @Get()
  @ApiOperation({ operationId: 'getHubspotConnection', summary: 'HubSpot-Verbindung des Mandanten' })
  @ApiOkResponse({ type: HubspotConnectionResponseDto })
  @ApiErrorResponses(401, 403)
  async status(@CurrentScope() scope: TenantScope): Promise<HubspotConnectionResponseDto> {
    return toConnectionResponse(await this.store.connection(scope));
  }

  @Post()
  @RequireScopes('admin')
  @Idempotent()
  @ApiOperation({
    operationId: 'connectHubspot',
    summary: 'HubSpot-Konto verbinden (Token einer privaten App)',
    description: ABOUT,
  })
  @ApiCreatedResponse({ type: HubspotConnectionResponseDto })
  @ApiErrorResponses(400, 401, 403)
  async connect(
    @CurrentScope() scope: TenantScope,
    @Body() body: ConnectHubspotRequestDto,
  ): Promise<HubspotConnectionResponseDto> {
    const stages = body.dealStages ?? DEFAULT_DEAL_STAGES;
    return toConnectionResponse(
      await this.store.connect(scope, body.privateAppToken, stages, this.clock.now()),
    );
  }

  @Delete()
  @RequireScopes('admin')
  @HttpCode(204)
  @ApiOperation({
    operationId: 'disconnectHubspot',
    summary: 'HubSpot-Verbindung trennen (Token wird gelöscht)',
  })
  @ApiNoContentResponse()
  @ApiErrorResponses(401, 403, 404)
  async disconnect(@CurrentScope() scope: TenantScope): Promise<void> {
    if (!(await this.store.disconnect(scope))) throw new HubspotConnectionNotFoundError();
  }

  @Post('sync')
  @Idempotent()
  @HttpCode(202)
  @ApiOperation({
    operationId: 'syncHubspot',
    summary: 'Unternehmen und Deals mit HubSpot abgleichen',
    description: ABOUT,
  })
  @ApiAcceptedResponse({ type: HubspotSyncRunResponseDto })
  @ApiErrorResponses(400, 401, 403, 409)
  async sync(
    @CurrentScope() scope: TenantScope,
    @Body() body: HubspotSyncRequestDto,
  ): Promise<HubspotSyncRunResponseDto> {
    const run = await this.startSync.execute(scope, {
      companies: body.companies.map((c) => ({ ...c })),
      dryRun: body.dryRun ?? false,
      since: body.since ?? null,
    });
    return toSyncRunResponse(run);
  }

  @Get('sync/:id')
  @ApiOperation({
    operationId: 'getHubspotSyncRun',
    summary: 'Ein HubSpot-Abgleich mit seinem Protokoll je Objekt',
  })
  @ApiOkResponse({ type: HubspotSyncRunResponseDto })
  @ApiErrorResponses(401, 403, 404)
  async run(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<HubspotSyncRunResponseDto> {
    const run = await this.store.run(scope, id);
    if (!run) throw new HubspotSyncRunNotFoundError();
    return toSyncRunResponse(run);
  }
}
