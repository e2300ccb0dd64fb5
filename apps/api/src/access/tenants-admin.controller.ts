import { Body, Controller, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { CreateTenant } from './application/create-tenant.use-case';
import { CreatedTenantResponseDto, CreateTenantRequestDto } from './dto/create-tenant.dto';

/** Operator endpoints: need the `operator` scope (a tenant's admin key gets 403 INSUFFICIENT_SCOPE). */
@ApiTags('Admin')
@RequireScopes('operator')
@Controller('api/v2/admin/tenants')
export class TenantsAdminController {
  constructor(private readonly createTenant: CreateTenant) {}

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
