import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

describe('error model', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ bodyLimitBytes: 2048 });
  });
  afterAll(async () => t?.close());

  it('answers unknown routes with a JSON 404', async () => {
    const res = await request(t.http).get('/api/v1/nope').expect(404);
    expect(res.body).toEqual({ error: 'Dieser Pfad existiert nicht.', code: 'ROUTE_NOT_FOUND' });
  });

  // No v1 POST route exists in the catalogue; the body is parsed (and refused) before routing.
  it('answers malformed JSON with 400 INVALID_JSON', async () => {
    const res = await request(t.http)
      .post('/api/v1/programs')
      .set('content-type', 'application/json')
      .send('{"a":')
      .expect(400);
    expect(res.body).toEqual({ error: 'Der Anfragekörper ist kein gültiges JSON.', code: 'INVALID_JSON' });
  });

  it('answers an empty JSON body with 400 BODY_REQUIRED', async () => {
    const res = await request(t.http)
      .post('/api/v1/programs')
      .set('content-type', 'application/json')
      .send('')
      .expect(400);
    expect(res.body.code).toBe('BODY_REQUIRED');
  });

  it('answers an oversized body with 413', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(5000) });
    const res = await request(t.http)
      .post('/api/v1/programs')
      .set('content-type', 'application/json')
      .send(big)
      .expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers a wrong method on a known path with JSON, never 500', async () => {
    const res = await request(t.http).delete('/api/v1/programs/x');
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(typeof res.body.code).toBe('string');
  });

  it('carries a request id, echoing a sane caller id', async () => {
    const own = await request(t.http).get('/health').set('x-request-id', 'abc-123').expect(200);
    expect(own.headers['x-request-id']).toBe('abc-123');
    const generated = await request(t.http)
      .get('/health')
      .set('x-request-id', 'bad id with spaces')
      .expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves liveness and readiness', async () => {
    expect((await request(t.http).get('/health').expect(200)).body.status).toBe('ok');
    const ready = await request(t.http).get('/health/ready').expect(200);
    expect(ready.body.info.database.status).toBe('up');
  });

  it('serves the OpenAPI 3.1 document and the Swagger UI', async () => {
    const doc = await request(t.http).get('/api/openapi.json').expect(200);
    expect(doc.body.openapi).toBe('3.1.0');
    expect(doc.body.paths['/api/v1/programs'].get.operationId).toBe('listPrograms');
    expect(doc.body.paths['/api/v1/programs/{id}'].get.operationId).toBe('getProgramById');
    await request(t.http)
      .get('/api/docs')
      .expect((r) => expect([200, 301, 302]).toContain(r.status));
  });
});
