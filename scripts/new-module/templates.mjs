// The files of a new feature module (scripts/new-module.mjs). Each template is the smallest correct version of
// what docs/adding-a-module.md asks for; the names below are the only variables.

const pascal = (kebab) => kebab.replace(/(^|-)([a-z0-9])/g, (_, __, c) => c.toUpperCase());
const camel = (kebab) => kebab.replace(/-([a-z0-9])/g, (_, c) => c.toUpperCase());
const snake = (kebab) => kebab.replace(/-/g, '_');
const upper = (kebab) => snake(kebab).toUpperCase();

export function namesOf({ feature, entity, timestamp }) {
  const Entity = pascal(entity);
  return {
    feature,
    entity,
    Entity,
    Feature: pascal(feature),
    entityCamel: camel(entity),
    table: snake(feature),
    featureConst: `${camel(feature)}Feature`,
    ERRORS: `${upper(feature)}_ERROR_CODES`,
    EVENTS: `${upper(feature)}_EVENT_TYPES`,
    INVENTORY: `${upper(feature)}_DATA_INVENTORY`,
    NOT_FOUND: `${upper(entity)}_NOT_FOUND`,
    event: `${snake(entity)}.created`,
    Migration: `Create${pascal(feature)}${timestamp}`,
    migrationFile: `${timestamp}-create-${feature}`,
    route: `api/v2/${feature}`,
    tag: pascal(feature).replace(/([a-z0-9])([A-Z])/g, '$1 $2'),
  };
}

/** path in the feature folder -> content */
export function moduleFiles(input) {
  const n = namesOf(input);
  const { feature, entity, Entity, entityCamel } = n;
  return {
    names: n,
    files: {
      [`${feature}.feature.ts`]: `import type { Feature } from '../platform/features/feature';
import { ${n.ERRORS} } from './${feature}.error-codes';
import { ${n.EVENTS} } from './${feature}.event-types';
import { ${n.Feature}Module } from './${feature}.module';
import { ${Entity}OrmEntity } from './persistence/${entity}.orm-entity';
import { ${n.INVENTORY} } from './persistence/${feature}.data-inventory';
import { ${n.Migration} } from './persistence/migrations/${n.migrationFile}';

export const ${n.featureConst}: Feature = {
  name: '${feature}',
  module: ${n.Feature}Module,
  entities: [${Entity}OrmEntity],
  migrations: [${n.Migration}],
  errorCodes: ${n.ERRORS},
  eventTypes: ${n.EVENTS},
  dataInventory: ${n.INVENTORY},
};
`,
      [`${feature}.module.ts`]: `import { Module } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { UnitOfWork } from '../platform/tenancy/unit-of-work.port';
import { ${Entity}Repository } from './application/${entity}-repository.port';
import { Create${Entity} } from './application/create-${entity}.use-case';
import { Delete${Entity}, Get${Entity}, List${n.Feature} } from './application/read-${feature}.use-case';
import { ${n.Feature}Controller } from './${feature}.controller';
import { Typeorm${Entity}Repository } from './persistence/typeorm-${entity}-repository';

@Module({
  controllers: [${n.Feature}Controller],
  providers: [
    { provide: ${Entity}Repository, useClass: Typeorm${Entity}Repository },
    {
      provide: Create${Entity},
      inject: [${Entity}Repository, UnitOfWork, OutboundEvents, Clock],
      useFactory: (r: ${Entity}Repository, u: UnitOfWork, e: OutboundEvents, c: Clock) =>
        new Create${Entity}(r, u, e, c),
    },
    { provide: Get${Entity}, inject: [${Entity}Repository], useFactory: (r: ${Entity}Repository) => new Get${Entity}(r) },
    {
      provide: List${n.Feature},
      inject: [${Entity}Repository],
      useFactory: (r: ${Entity}Repository) => new List${n.Feature}(r),
    },
    {
      provide: Delete${Entity},
      inject: [${Entity}Repository],
      useFactory: (r: ${Entity}Repository) => new Delete${Entity}(r),
    },
  ],
})
export class ${n.Feature}Module {}
`,
      [`${feature}.controller.ts`]: `import { Body, Controller, Delete, Get, HttpCode, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { Create${Entity} } from './application/create-${entity}.use-case';
import { Delete${Entity}, Get${Entity}, List${n.Feature} } from './application/read-${feature}.use-case';
import { Create${Entity}RequestDto } from './dto/${entity}.request.dto';
import {
  ${Entity}ListResponseDto,
  ${Entity}ResponseDto,
  to${Entity}Response,
} from './dto/${entity}.response.dto';

/** Thin: DTO in, use case, DTO out. Every route is the caller's tenant and mode only (\`CurrentScope\`). */
@ApiTags('${n.tag}')
@Controller('${n.route}')
export class ${n.Feature}Controller {
  constructor(
    private readonly create${Entity}: Create${Entity},
    private readonly get${Entity}: Get${Entity},
    private readonly list${n.Feature}: List${n.Feature},
    private readonly delete${Entity}: Delete${Entity},
  ) {}

  @Post()
  @Idempotent()
  @ApiOperation({ operationId: 'create${Entity}', summary: '${n.tag}: anlegen' })
  @ApiCreatedResponse({ type: ${Entity}ResponseDto })
  @ApiErrorResponses(400, 401, 429)
  async create(
    @CurrentScope() scope: TenantScope,
    @Body() body: Create${Entity}RequestDto,
  ): Promise<${Entity}ResponseDto> {
    return to${Entity}Response(await this.create${Entity}.execute(scope, { name: body.name }));
  }

  @Get()
  @ApiOperation({
    operationId: 'list${n.Feature}',
    summary: '${n.tag}: auflisten',
    description: 'Die neuesten 100 des eigenen Mandanten und Modus, neueste zuerst.',
  })
  @ApiOkResponse({ type: ${Entity}ListResponseDto })
  @ApiErrorResponses(401, 429)
  async list(@CurrentScope() scope: TenantScope): Promise<${Entity}ListResponseDto> {
    return { items: (await this.list${n.Feature}.execute(scope)).map(to${Entity}Response) };
  }

  @Get(':id')
  @ApiOperation({
    operationId: 'get${Entity}',
    summary: '${n.tag}: lesen',
    description: 'Fremde und unbekannte Ids antworten gleich mit 404.',
  })
  @ApiOkResponse({ type: ${Entity}ResponseDto })
  @ApiErrorResponses(400, 401, 404, 429)
  async byId(
    @CurrentScope() scope: TenantScope,
    @Param('id', UuidParamPipe) id: string,
  ): Promise<${Entity}ResponseDto> {
    return to${Entity}Response(await this.get${Entity}.execute(scope, id));
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ operationId: 'delete${Entity}', summary: '${n.tag}: löschen' })
  @ApiNoContentResponse({ description: 'Gelöscht.' })
  @ApiErrorResponses(400, 401, 404, 429)
  async remove(@CurrentScope() scope: TenantScope, @Param('id', UuidParamPipe) id: string): Promise<void> {
    await this.delete${Entity}.execute(scope, id);
  }
}
`,
      [`${feature}.error-codes.ts`]: `import { defineErrorCodes } from '../platform/errors/error-catalogue';

/** Codes of the ${feature} module (stable, part of the wire contract; German texts). */
export const ${n.ERRORS} = defineErrorCodes({
  ${n.NOT_FOUND}: { status: 404, message: '${n.tag}: Eintrag wurde nicht gefunden.' },
} as const);
`,
      [`${feature}.event-types.ts`]: `import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { defineEventTypes } from '../platform/events/event-types';

/** \`data\` of \`${n.event}\`: the id only; the receiver reads the rest with its own credential. */
@ApiSchema({ name: '${Entity}CreatedPayload' })
export class ${Entity}CreatedPayload {
  @ApiProperty({ format: 'uuid', description: 'Abrufbar unter \`GET /${n.route}/{id}\`.' })
  @IsUUID()
  id!: string;
}

export const ${n.EVENTS} = defineEventTypes('${feature}', {
  '${n.event}': { description: '${n.tag}: ein Eintrag wurde angelegt.', payload: ${Entity}CreatedPayload },
});
`,
      'index.ts': `/** The ${feature} module's public port: what other features may import (nothing else in this folder). */
export { ${n.Feature}Module } from './${feature}.module';
`,
      [`domain/${entity}.ts`]: `import type { TenantId } from '@libs/shared';

/** One ${entity} of a tenant, in one mode (sandbox or live, ADR 0009). */
export interface ${Entity} {
  id: string;
  tenantId: TenantId;
  sandbox: boolean;
  name: string;
  createdAt: Date;
}
`,
      [`application/${entity}-repository.port.ts`]: `import type { TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import type { ${Entity} } from '../domain/${entity}';

/** Where ${feature} are kept: always one tenant's, in one mode, under row-level security. */
export abstract class ${Entity}Repository {
  /** In the use case's unit of work, so that the row and its event commit together. */
  abstract insert(item: ${Entity}, tx: Transaction): Promise<void>;
  abstract findById(scope: TenantScope, id: string): Promise<${Entity} | null>;
  /** The newest \`limit\`, newest first. */
  abstract list(scope: TenantScope, limit: number): Promise<${Entity}[]>;
  /** Whether a row was deleted (false: unknown, or another tenant's or mode's). */
  abstract delete(scope: TenantScope, id: string): Promise<boolean>;
}
`,
      [`application/${entity}.errors.ts`]: `import { NotFoundError } from '@libs/shared';
import { ${n.ERRORS} } from '../${feature}.error-codes';

/** Another tenant's id answers exactly like an unknown one. */
export class ${Entity}NotFoundError extends NotFoundError {
  constructor(id: string) {
    super('${n.NOT_FOUND}', ${n.ERRORS}.${n.NOT_FOUND}.message, { id });
  }
}
`,
      [`application/create-${entity}.use-case.ts`]: `import { randomUUID } from 'node:crypto';
import type { Clock, TenantScope } from '@libs/shared';
import type { OutboundEvents } from '../../platform/events/outbound-events.port';
import type { UnitOfWork } from '../../platform/tenancy/unit-of-work.port';
import type { ${Entity} } from '../domain/${entity}';
import type { ${Entity}Repository } from './${entity}-repository.port';

export interface Create${Entity}Command {
  name: string;
}

/** Stores a new ${entity} and announces it (\`${n.event}\`) in one unit of work: both commit or neither. */
export class Create${Entity} {
  constructor(
    private readonly repository: ${Entity}Repository,
    private readonly unitOfWork: UnitOfWork,
    private readonly events: OutboundEvents,
    private readonly clock: Clock,
  ) {}

  execute(scope: TenantScope, command: Create${Entity}Command): Promise<${Entity}> {
    const item: ${Entity} = {
      id: randomUUID(),
      tenantId: scope.tenantId,
      sandbox: scope.sandbox,
      name: command.name,
      createdAt: this.clock.now(),
    };
    return this.unitOfWork.run(scope.tenantId, async (tx) => {
      await this.repository.insert(item, tx);
      await this.events.publish(
        scope.tenantId,
        { type: '${n.event}', sandbox: scope.sandbox, data: { id: item.id } },
        tx,
      );
      return item;
    });
  }
}
`,
      [`application/read-${feature}.use-case.ts`]: `import type { TenantScope } from '@libs/shared';
import type { ${Entity} } from '../domain/${entity}';
import { ${Entity}NotFoundError } from './${entity}.errors';
import type { ${Entity}Repository } from './${entity}-repository.port';

const LIST_LIMIT = 100;

export class Get${Entity} {
  constructor(private readonly repository: ${Entity}Repository) {}

  async execute(scope: TenantScope, id: string): Promise<${Entity}> {
    const item = await this.repository.findById(scope, id);
    if (!item) throw new ${Entity}NotFoundError(id);
    return item;
  }
}

export class List${n.Feature} {
  constructor(private readonly repository: ${Entity}Repository) {}

  execute(scope: TenantScope): Promise<${Entity}[]> {
    return this.repository.list(scope, LIST_LIMIT);
  }
}

export class Delete${Entity} {
  constructor(private readonly repository: ${Entity}Repository) {}

  async execute(scope: TenantScope, id: string): Promise<void> {
    if (!(await this.repository.delete(scope, id))) throw new ${Entity}NotFoundError(id);
  }
}
`,
      [`application/create-${entity}.use-case.spec.ts`]: `import { tenantIdOf } from '@libs/shared';
import { FixedClock, ImmediateUnitOfWork, RecordingOutboundEvents } from '../../platform/testing';
import { InMemory${Entity}Repository } from '../testing/in-memory-${entity}-repository';
import { Create${Entity} } from './create-${entity}.use-case';
import { Delete${Entity}, Get${Entity}, List${n.Feature} } from './read-${feature}.use-case';

const A = { tenantId: tenantIdOf('00000000-0000-4000-8000-0000000000a1'), sandbox: false };
const B = { tenantId: tenantIdOf('00000000-0000-4000-8000-0000000000b2'), sandbox: false };

describe('${feature}: use cases', () => {
  const setup = () => {
    const repository = new InMemory${Entity}Repository();
    const events = new RecordingOutboundEvents();
    const clock = new FixedClock(new Date('2026-11-28T09:00:00Z'));
    return {
      repository,
      events,
      create: new Create${Entity}(repository, new ImmediateUnitOfWork(), events, clock),
      get: new Get${Entity}(repository),
      list: new List${n.Feature}(repository),
      remove: new Delete${Entity}(repository),
    };
  };

  it('creates one and announces it in the same unit of work', async () => {
    const s = setup();
    const item = await s.create.execute(A, { name: 'Erster Eintrag' });
    expect(await s.get.execute(A, item.id)).toEqual(item);
    expect(s.events.published).toEqual([
      {
        tenantId: A.tenantId,
        event: { type: '${n.event}', sandbox: false, data: { id: item.id } },
        tx: { tenantId: A.tenantId },
      },
    ]);
  });

  it("keeps tenants and modes apart: another tenant's or mode's id is not found", async () => {
    const s = setup();
    const item = await s.create.execute(A, { name: 'Nur für A' });
    await expect(s.get.execute(B, item.id)).rejects.toMatchObject({ code: '${n.NOT_FOUND}' });
    await expect(s.get.execute({ ...A, sandbox: true }, item.id)).rejects.toMatchObject({
      code: '${n.NOT_FOUND}',
    });
    await expect(s.remove.execute(B, item.id)).rejects.toMatchObject({ code: '${n.NOT_FOUND}' });
    expect(await s.list.execute(B)).toEqual([]);
    expect(await s.list.execute(A)).toEqual([item]);
  });

  it('deletes once; a second delete is not found', async () => {
    const s = setup();
    const item = await s.create.execute(A, { name: 'Weg damit' });
    await s.remove.execute(A, item.id);
    await expect(s.remove.execute(A, item.id)).rejects.toMatchObject({ code: '${n.NOT_FOUND}' });
  });
});
`,
      [`dto/${entity}.request.dto.ts`]: `import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { IsString, Length } from 'class-validator';
import { NoPersonalData } from '../../platform/validation/no-personal-data';

@ApiSchema({ name: 'Create${Entity}Request' })
export class Create${Entity}RequestDto {
  // Free text a person writes: the inventory classes it \`free_text\`, so personal data is refused here.
  @ApiProperty({ minLength: 1, maxLength: 200, example: 'Mein Eintrag' })
  @IsString()
  @Length(1, 200)
  @NoPersonalData()
  name!: string;
}
`,
      [`dto/${entity}.response.dto.ts`]: `import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import type { ${Entity} } from '../domain/${entity}';

@ApiSchema({ name: '${Entity}' })
export class ${Entity}ResponseDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ maxLength: 200 }) name!: string;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
}

@ApiSchema({ name: '${Entity}List' })
export class ${Entity}ListResponseDto {
  @ApiProperty({ type: [${Entity}ResponseDto] }) items!: ${Entity}ResponseDto[];
}

export const to${Entity}Response = (item: ${Entity}): ${Entity}ResponseDto => ({
  id: item.id,
  name: item.name,
  createdAt: item.createdAt.toISOString(),
});
`,
      [`persistence/${entity}.orm-entity.ts`]: `import { Column, Entity, PrimaryColumn } from 'typeorm';

/** Row of \`${n.table}\` (migration ${n.Migration}). */
@Entity({ name: '${n.table}' })
export class ${Entity}OrmEntity {
  @PrimaryColumn({ type: 'uuid' }) id!: string;
  @Column({ name: 'tenant_id', type: 'uuid' }) tenantId!: string;
  @Column({ type: 'boolean' }) sandbox!: boolean;
  @Column({ type: 'text' }) name!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
}
`,
      [`persistence/typeorm-${entity}-repository.ts`]: `import { Injectable } from '@nestjs/common';
import { tenantIdOf, type TenantScope } from '@libs/shared';
import { TenantTransaction } from '../../platform/tenancy/tenant-transaction';
import { entityManagerOf } from '../../platform/tenancy/typeorm-unit-of-work';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { ${Entity}Repository } from '../application/${entity}-repository.port';
import type { ${Entity} } from '../domain/${entity}';
import { ${Entity}OrmEntity } from './${entity}.orm-entity';

const to${Entity} = (row: ${Entity}OrmEntity): ${Entity} => ({
  id: row.id,
  tenantId: tenantIdOf(row.tenantId),
  sandbox: row.sandbox,
  name: row.name,
  createdAt: row.createdAt,
});

/**
 * Rows are objects here, so the ORM's repository API (docs/adding-a-module.md, "Persistence"). Every
 * statement runs under row-level security for the scope's tenant, and filters on the mode.
 */
@Injectable()
export class Typeorm${Entity}Repository extends ${Entity}Repository {
  constructor(private readonly tenantTx: TenantTransaction) {
    super();
  }

  async insert(item: ${Entity}, tx: Transaction): Promise<void> {
    await entityManagerOf(tx).getRepository(${Entity}OrmEntity).insert({
      id: item.id,
      tenantId: item.tenantId,
      sandbox: item.sandbox,
      name: item.name,
      createdAt: item.createdAt,
    });
  }

  async findById(scope: TenantScope, id: string): Promise<${Entity} | null> {
    const row = await this.tenantTx.run(scope.tenantId, (em) =>
      em.getRepository(${Entity}OrmEntity).findOne({ where: { tenantId: scope.tenantId, sandbox: scope.sandbox, id } }),
    );
    return row ? to${Entity}(row) : null;
  }

  async list(scope: TenantScope, limit: number): Promise<${Entity}[]> {
    const rows = await this.tenantTx.run(scope.tenantId, (em) =>
      em.getRepository(${Entity}OrmEntity).find({
        where: { tenantId: scope.tenantId, sandbox: scope.sandbox },
        order: { createdAt: 'DESC', id: 'ASC' },
        take: limit,
      }),
    );
    return rows.map(to${Entity});
  }

  async delete(scope: TenantScope, id: string): Promise<boolean> {
    const result = await this.tenantTx.run(scope.tenantId, (em) =>
      em.getRepository(${Entity}OrmEntity).delete({ tenantId: scope.tenantId, sandbox: scope.sandbox, id }),
    );
    return (result.affected ?? 0) > 0;
  }
}
`,
      [`persistence/migrations/${n.migrationFile}.ts`]: `import type { MigrationInterface, QueryRunner } from 'typeorm';
import { enableTenantRowLevelSecurity, ensureAppRole } from '../../../platform/tenancy/row-level-security';

/** The ${feature} table: tenant-scoped under row-level security, kept apart by mode (ADR 0009). */
export class ${n.Migration} implements MigrationInterface {
  name = '${n.Migration}';

  async up(q: QueryRunner): Promise<void> {
    await ensureAppRole(q);
    await q.query(\`
      CREATE TABLE ${n.table} (
        id uuid PRIMARY KEY,
        tenant_id uuid NOT NULL,
        sandbox boolean NOT NULL,
        name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        created_at timestamptz NOT NULL
      )\`);
    await q.query(\`CREATE INDEX ${n.table}_tenant_time ON ${n.table} (tenant_id, sandbox, created_at DESC)\`);
    // Rows are created and deleted, never changed: the application role gets no UPDATE (the default grants it).
    await enableTenantRowLevelSecurity(q, '${n.table}', 'SELECT, INSERT, DELETE');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(\`DROP TABLE ${n.table}\`);
  }
}
`,
      [`persistence/${feature}.data-inventory.ts`]: `import type { TableDescription } from '../../platform/features/data-inventory';

/** The ${feature} tables in the data inventory (ADR 0017). */
export const ${n.INVENTORY}: readonly TableDescription[] = [
  {
    table: '${n.table}',
    purpose: '${n.tag}: vom Mandanten angelegte Einträge',
    // The name is free text a person chose (the API refuses personal data in it): an identifier at most.
    personalData: ['identifiers'],
    legalBasis: { article: 'Art. 6(1)(b)', note: 'Vertragserfüllung: vom Mandanten angelegte Einträge' },
    retention: { kind: 'while_tenant_exists' },
    erasure: { kind: 'none', reason: 'keine Spalte nennt eine betroffene Person; Löschung mit dem Mandanten' },
    portable: false,
    columns: { name: 'free_text' },
  },
];
`,
      [`testing/in-memory-${entity}-repository.ts`]: `import type { TenantScope } from '@libs/shared';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { ${Entity}Repository } from '../application/${entity}-repository.port';
import type { ${Entity} } from '../domain/${entity}';

/** The repository in memory, for use-case tests; scoped like the table (tenant and mode). */
export class InMemory${Entity}Repository extends ${Entity}Repository {
  readonly rows: ${Entity}[] = [];

  async insert(item: ${Entity}, _tx: Transaction): Promise<void> {
    this.rows.push({ ...item });
  }

  async findById(scope: TenantScope, id: string): Promise<${Entity} | null> {
    return this.rows.find((r) => inScope(r, scope) && r.id === id) ?? null;
  }

  async list(scope: TenantScope, limit: number): Promise<${Entity}[]> {
    return this.rows
      .filter((r) => inScope(r, scope))
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit);
  }

  async delete(scope: TenantScope, id: string): Promise<boolean> {
    const at = this.rows.findIndex((r) => inScope(r, scope) && r.id === id);
    if (at < 0) return false;
    this.rows.splice(at, 1);
    return true;
  }
}

const inScope = (r: ${Entity}, scope: TenantScope) => r.tenantId === scope.tenantId && r.sandbox === scope.sandbox;
`,
      'testing/tenant-isolation.ts': `import request from 'supertest';
import { idsOfItems, type IsolationProbes } from '../../../../../test/support/tenant-resources';

/** This feature's part of the tenant-isolation suite (test/e2e/tenant-isolation.e2e-spec.ts). */
export const isolation: IsolationProbes = {
  resources: [
    {
      name: '${n.tag}',
      // Every documented path with this resource's {id}. Tenant B calls each operation with a valid body
      // (bodies: { 'post /${n.route}/{id}/...': { ... } }) and the path's other parameters (params), so
      // the answer it must get is the ownership check's 404 (docs/adding-a-module.md, section 6).
      paths: ['/${n.route}/{id}'],
      list: { path: '/${n.route}', ids: idsOfItems },
      async create(t, owner) {
        const res = await request(t.http)
          .post('/${n.route}')
          .set(owner.headers)
          .send({ name: 'Isolationsprobe' })
          .expect(201);
        return res.body.id as string;
      },
    },
  ],
};
`,
    },
  };
}
