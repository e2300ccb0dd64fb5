import { Body, Controller, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { tenantIdOf } from '@libs/shared';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { ChangeTenantPlan } from './application/change-tenant-plan.use-case';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { CreateTenant } from './application/create-tenant.use-case';
import {
  ChangeTenantPlanRequestDto,
  CreatedTenantResponseDto,
  CreateTenantRequestDto,
  TenantPlanResponseDto,
} from './dto/create-tenant.dto';

/** Operator endpoints: need the `operator` scope (a tenant's admin key gets 403 INSUFFICIENT_SCOPE). */
@ApiTags('Admin')
@RequireScopes('operator')
@Controller('api/v2/admin/tenants')
export class TenantsAdminController {
  constructor(
    private readonly createTenant: CreateTenant,
    private readonly changePlan: ChangeTenantPlan,
  ) {}

  @Patch(':id')
  @ApiOperation({
    operationId: 'changeTenantPlan',
    summary: 'Tarif eines Mandanten ändern (Betreiber, Scope operator)',
    description:
      'Die neuen Grenzen gelten ab der nächsten Anfrage; die Änderung steht im Audit-Log des Mandanten und geht als ' +
      '`tenant.plan_changed` an seine Webhooks. Derselbe Tarif noch einmal ändert nichts.',
  })
  @ApiOkResponse({ type: TenantPlanResponseDto })
  @ApiErrorResponses(400, 401, 403, 404)
  async plan(
    @Param('id', UuidParamPipe) id: string,
    @Body() body: ChangeTenantPlanRequestDto,
  ): Promise<TenantPlanResponseDto> {
    const tenantId = tenantIdOf(id);
    const changed = await this.changePlan.execute(tenantId, body.plan);
    return { tenantId, ...changed };
  }

  @Post()
  @Idempotent()
  @ApiOperation({
    operationId: 'createTenant',
    summary: 'Mandanten mit erstem API-Schlüssel anlegen (Betreiber, Scope operator)',
  })
  @ApiCreatedResponse({ type: CreatedTenantResponseDto })
  @ApiErrorResponses(400)
  async create(@Body() body: CreateTenantRequestDto): Promise<CreatedTenantResponseDto> {
    const { tenant, key } = await this.createTenant.execute({
      name: body.name,
      plan: body.plan,
      sandbox: body.sandbox,
    });
    return {
      tenantId: tenant.id,
      name: tenant.name,
      plan: tenant.plan,
      sandbox: tenant.sandbox,
      apiKey: key.plaintext,
    };
  }
}
