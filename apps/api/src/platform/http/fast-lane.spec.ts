import { HttpException } from '@nestjs/common';
import type { TenantId } from '@libs/shared';
import Fastify, { type FastifyInstance } from 'fastify';
import { Authenticator } from '../auth/authenticator.port';
import { CallAdmission, type AdmissionHeaders } from '../auth/call-admission.port';
import type { Principal } from '../auth/principal';
import type { AppConfig } from '../config/app-config';
import { bodyOf } from '../errors/global-exception.filter';
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

class CachedOnly extends Authenticator {
  authenticate(): Promise<Principal | null> {
    return Promise.resolve(null);
  }
  override peek(credential: string): Principal | undefined {
    return credential === 'fm_live_cached' ? PRINCIPAL : undefined;
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

/** The lane on a bare Fastify whose route answers "pipeline": what the lane leaves, the route answers. */
describe('FastLane', () => {
  let fastify: FastifyInstance;
  let lane: FastLane;
  let admission: Admission;
  let answer: FastRoute['answer'];
  const signals: string[] = [];

  beforeEach(async () => {
    admission = new Admission();
    lane = new FastLane(new CachedOnly(), admission, { fastLane: true } as AppConfig);
    fastify = Fastify();
    lane.install(fastify);
    fastify.get('/things/:id', () => 'pipeline');
    fastify.get('/other', () => 'pipeline');
    answer = ({ params }) => ({
      status: 200,
      headers: { 'content-type': 'text/plain' },
      body: `lane ${params.id}`,
      answered: () => signals.push(params.id!),
    });
    lane.add({ url: '/things/:id', answer: (call) => answer(call) });
    await fastify.ready();
  });
  afterEach(() => fastify.close());

  const get = (url: string, key = 'fm_live_cached') =>
    fastify.inject({ method: 'GET', url, headers: { 'x-api-key': key } });

  it('answers a cached caller on its route, admitted once, with the admission headers', async () => {
    const res = await get('/things/a');
    expect(res.body).toBe('lane a');
    expect(res.headers.ratelimit).toBe('"burst";r=9;t=1');
    expect(admission.admitted).toBe(1);
    expect(signals).toContain('a');
    expect(lane.counts).toEqual({ answered: 1, passed: 0 });
  });

  it('leaves other routes, other methods, uncached and refused credentials to the pipeline', async () => {
    expect((await get('/other')).body).toBe('pipeline');
    expect((await fastify.inject({ method: 'HEAD', url: '/things/a' })).statusCode).toBe(200);
    expect((await get('/things/a', 'fm_live_unknown')).body).toBe('pipeline');
    const conflicting = await fastify.inject({
      method: 'GET',
      url: '/things/a',
      headers: { 'x-api-key': 'fm_live_cached', authorization: 'Bearer other' },
    });
    expect(conflicting.body).toBe('pipeline');
    expect(admission.admitted).toBe(0);
  });

  it('leaves a declined request, and one whose answer fails, to the pipeline without admitting it', async () => {
    answer = () => undefined;
    expect((await get('/things/b')).body).toBe('pipeline');
    answer = () => {
      throw new Error('broken route');
    };
    expect((await get('/things/c')).body).toBe('pipeline');
    expect(admission.admitted).toBe(0);
    expect(lane.counts.answered).toBe(0);
  });

  it("answers the admission's refusal in the error shape, without the route's usage signal", async () => {
    admission.refuse = true;
    const res = await get('/things/d');
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(bodyOf('RATE_LIMITED'));
    expect(res.headers.ratelimit).toBe('"burst";r=9;t=1');
    expect(signals).not.toContain('d');
  });

  it('answers a POST route with its parsed body, and keeps the methods apart', async () => {
    fastify = Fastify();
    lane = new FastLane(new CachedOnly(), admission, { fastLane: true } as AppConfig);
    lane.install(fastify);
    fastify.post('/things', () => 'pipeline');
    fastify.get('/things', () => 'pipeline');
    lane.add({
      method: 'POST',
      url: '/things',
      answer: ({ body }) => ({ status: 200, headers: {}, body: `lane ${(body as { n: number }).n}` }),
    });
    const post = await fastify.inject({
      method: 'POST',
      url: '/things',
      headers: { 'x-api-key': 'fm_live_cached' },
      payload: { n: 7 },
    });
    expect(post.body).toBe('lane 7');
    expect((await get('/things')).body).toBe('pipeline');
    expect(() => lane.add({ url: '/things', answer: () => undefined })).not.toThrow();
  });

  it('refuses a route added twice', () => {
    expect(() => lane.add({ url: '/things/:id', answer: () => undefined })).toThrow(/twice/);
    lane.add({ method: 'POST', url: '/things/:id', answer: () => undefined });
    expect(() => lane.add({ method: 'POST', url: '/things/:id', answer: () => undefined })).toThrow(
      /POST \/things\/:id is added twice/,
    );
  });

  it("installs nothing in Nest's preview mode, where no constructor ran (npm run sdk:check)", async () => {
    const bare = Fastify();
    (Object.create(FastLane.prototype) as FastLane).install(bare);
    bare.get('/things/:id', () => 'pipeline');
    expect((await bare.inject({ url: '/things/a' })).body).toBe('pipeline');
    await bare.close();
  });

  it('installs nothing when switched off (FAST_LANE=false)', async () => {
    const off = new FastLane(new CachedOnly(), admission, { fastLane: false } as AppConfig);
    const bare = Fastify();
    off.install(bare);
    bare.get('/things/:id', () => 'pipeline');
    off.add({ url: '/things/:id', answer: () => ({ status: 200, headers: {}, body: 'lane' }) });
    expect((await bare.inject({ url: '/things/a', headers: { 'x-api-key': 'fm_live_cached' } })).body).toBe(
      'pipeline',
    );
    await bare.close();
  });
});
