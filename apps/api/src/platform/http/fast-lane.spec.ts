import {
  Body,
  Controller,
  Get,
  HttpException,
  Param,
  ParseIntPipe,
  Post,
  Query,
  UseInterceptors,
  type CallHandler,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { TenantId } from '@libs/shared';
import { IsInt, Max } from 'class-validator';
import Fastify, { type FastifyInstance } from 'fastify';
import { Authenticator } from '../auth/authenticator.port';
import { CallAdmission, type AdmissionHeaders } from '../auth/call-admission.port';
import { CallGate, WWW_AUTHENTICATE } from '../auth/call-gate';
import type { Principal } from '../auth/principal';
import { Public } from '../auth/public.decorator';
import { RequireScopes } from '../auth/require-scopes.decorator';
import type { AppConfig } from '../config/app-config';
import { bodyOf } from '../errors/global-exception.filter';
import { ApiValidationPipe } from '../validation/api-validation.pipe';
import { PageQueryDto } from '../validation/page-query.dto';
import { FastLane, type FastRoute } from './fast-lane';

const PRINCIPAL: Principal = {
  tenantId: '00000000-0000-4000-8000-000000000001' as TenantId,
  plan: 'unlimited',
  scopes: ['api'],
  sandbox: false,
  credentialId: 'key-1',
  credentialKind: 'api_key',
  kind: 'api_key',
};

class Known extends Authenticator {
  authenticate(credential: string): Promise<Principal | null> {
    return Promise.resolve(credential === 'fm_live_known' ? PRINCIPAL : null);
  }
}

class Admission extends CallAdmission {
  admitted = 0;
  refuse = false;
  admit(_principal: Principal, reply: AdmissionHeaders): Promise<void> {
    reply.header('ratelimit', '"burst";r=9;t=1');
    if (this.refuse) throw new HttpException(bodyOf('RATE_LIMITED'), 429);
    this.admitted++;
    return Promise.resolve();
  }
}

class CountDto {
  @IsInt() @Max(50) n!: number;
}

/** An interceptor that changes nothing: the lane still refuses a route that has one. */
class Passing implements NestInterceptor {
  intercept(_: unknown, next: CallHandler) {
    return next.handle();
  }
}

/** The controller whose routes the lane takes; its handlers are never called here. */
@Controller('things')
class ThingsController {
  @Get(':id') byId(@Param('id') _id: string) {}
  @Get() list(@Query() _query: PageQueryDto) {}
  @Post() create(@Body() _body: CountDto) {}
  @Get('admin/:id') @RequireScopes('admin') admin(@Param('id') _id: string) {}
  @Get('open/:id') @Public() open() {}
  @Get('piped/:id') piped(@Param('id', ParseIntPipe) _id: number) {}
  @Get('intercepted/:id') @UseInterceptors(Passing) intercepted() {}
}

/** The lane on a bare Fastify whose routes answer "pipeline": what the lane leaves, the route answers. */
describe('FastLane', () => {
  let fastify: FastifyInstance;
  let lane: FastLane;
  let gate: CallGate;
  let admission: Admission;
  let answer: FastRoute['answer'];
  const signals: string[] = [];

  const laneOf = (config: Partial<AppConfig>) =>
    new FastLane(gate, new ApiValidationPipe(), new Reflector(), config as AppConfig);

  beforeEach(async () => {
    signals.length = 0;
    admission = new Admission();
    gate = new CallGate(new Known(), admission);
    lane = laneOf({ fastLane: true });
    fastify = Fastify();
    lane.install(fastify);
    for (const url of ['/things/:id', '/things', '/things/admin/:id', '/other'])
      fastify.get(url, () => 'pipeline');
    fastify.post('/things', () => 'pipeline');
    answer = ({ params, query, body }) => ({
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body: `lane ${JSON.stringify({ params, query, body })}`,
      answered: () => signals.push(String(params.id)),
    });
    for (const method of ['byId', 'list', 'create', 'admin'])
      lane.add({ handler: [ThingsController, method], answer: (call) => answer(call) });
    await fastify.ready();
  });
  afterEach(() => fastify.close());

  const get = (url: string, headers: Record<string, string> = { 'x-api-key': 'fm_live_known' }) =>
    fastify.inject({ method: 'GET', url, headers });

  it('answers an admitted call on its route once, with the admission headers and its arguments', async () => {
    const res = await get('/things/a');
    expect(res.body).toBe('lane {"params":{"id":"a"},"query":{}}');
    expect(res.headers.ratelimit).toBe('"burst";r=9;t=1');
    expect(admission.admitted).toBe(1);
    expect(signals).toContain('a');
    expect(lane.counts).toEqual({ answered: 1, passed: 0 });
    const list = await get('/things?limit=5');
    expect(list.body).toBe('lane {"params":{},"query":{"limit":5}}'); // the DTO's number, not the string
  });

  it("answers every refusal of the guard's gate itself, in the error shape, before any answer", async () => {
    const refusals: [Record<string, string>, number, string][] = [
      [{}, 401, 'UNAUTHORIZED'],
      [{ 'x-api-key': 'fm_live_unknown' }, 401, 'UNAUTHORIZED'],
      [{ 'x-api-key': 'fm_live_known', authorization: 'Bearer other' }, 400, 'CONFLICTING_CREDENTIALS'],
      [
        { 'x-api-key': 'fm_live_known', 'x-tenant-id': PRINCIPAL.tenantId.replace('1', '2') },
        403,
        'TENANT_FORBIDDEN',
      ],
    ];
    for (const [headers, status, code] of refusals) {
      const res = await get('/things/a', headers);
      expect({ status: res.statusCode, code: res.json<{ code: string }>().code }).toEqual({ status, code });
      if (status === 401) expect(res.headers['www-authenticate']).toBe(WWW_AUTHENTICATE);
    }
    const scope = await get('/things/admin/a');
    expect([scope.statusCode, scope.json<{ code: string }>().code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
    admission.refuse = true;
    const limited = await get('/things/b');
    expect([limited.statusCode, limited.json()]).toEqual([429, bodyOf('RATE_LIMITED')]);
    expect(limited.headers.ratelimit).toBe('"burst";r=9;t=1');
    expect(signals).toEqual([]);
    expect(lane.counts).toEqual({ answered: 6, passed: 0 });
  });

  it("refuses arguments with the global pipe's German 400 after admitting the call", async () => {
    const res = await get('/things?limit=viele');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', issues: [{ path: ['limit'] }] });
    expect(admission.admitted).toBe(1);
    const post = (payload: object) =>
      fastify.inject({ method: 'POST', url: '/things', headers: { 'x-api-key': 'fm_live_known' }, payload });
    expect((await post({ n: 51 })).statusCode).toBe(400);
    expect((await post({ n: 7 })).body).toBe('lane {"params":{},"query":{},"body":{"n":7}}');
  });

  it('leaves a declined or failing answer to the pipeline, admitted once whoever asks the gate again', async () => {
    answer = () => undefined;
    expect((await get('/things/b')).body).toBe('pipeline');
    answer = () => {
      throw new Error('broken route');
    };
    expect((await get('/things/c')).body).toBe('pipeline');
    expect(admission.admitted).toBe(2);
    expect(lane.counts).toEqual({ answered: 0, passed: 1 });
    const request = { headers: { 'x-api-key': 'fm_live_known' } };
    const reply = { header: () => reply } as never;
    const policy = { public: false, scopes: [], lane: 'api' } as const;
    await gate.admit(request, reply, policy);
    await gate.admit(request, reply, policy);
    expect(admission.admitted).toBe(3);
  });

  it('leaves other routes and methods to the pipeline', async () => {
    expect((await get('/other')).body).toBe('pipeline');
    expect((await fastify.inject({ method: 'HEAD', url: '/things/a' })).statusCode).toBe(200);
    expect(admission.admitted).toBe(0);
  });

  it("takes only what its controller's route says, and only a route the lane can run whole", () => {
    expect(() => lane.add({ handler: [ThingsController, 'byId'], answer })).toThrow(
      /GET \/things\/:id is added twice/,
    );
    expect(() => lane.add({ handler: [ThingsController, 'open'], answer })).toThrow(/is public/);
    expect(() => lane.add({ handler: [ThingsController, 'piped'], answer })).toThrow(/pipe of its own/);
    expect(() => lane.add({ handler: [ThingsController, 'intercepted'], answer })).toThrow(
      /__interceptors__/,
    );
    expect(() => lane.add({ handler: [ThingsController, 'missing'], answer })).toThrow(/not a method/);
  });

  it("installs nothing in Nest's preview mode, where no constructor ran (npm run sdk:check)", async () => {
    const bare = Fastify();
    (Object.create(FastLane.prototype) as FastLane).install(bare);
    bare.get('/things/:id', () => 'pipeline');
    expect((await bare.inject({ url: '/things/a' })).body).toBe('pipeline');
    await bare.close();
  });

  it('installs nothing when switched off (FAST_LANE=false)', async () => {
    const off = laneOf({ fastLane: false });
    const bare = Fastify();
    off.install(bare);
    bare.get('/things/:id', () => 'pipeline');
    off.add({
      handler: [ThingsController, 'byId'],
      answer: () => ({ status: 200, headers: {}, body: 'lane' }),
    });
    expect((await bare.inject({ url: '/things/a', headers: { 'x-api-key': 'fm_live_known' } })).body).toBe(
      'pipeline',
    );
    await bare.close();
  });
});
