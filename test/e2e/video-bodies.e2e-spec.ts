import request from 'supertest';
import { createTestApp, type TestApp } from '../support/test-app';

const PROGRAM = 'bafa-foerderung-unternehmensberatungen-kmu';

/** Bodies a client gets wrong; each must answer a German 400 with issues and create no job. */
const BAD_BODIES: [string, unknown, string[]][] = [
  ['without inputs', { template: 'program-explainer' }, ['inputs']],
  ['inputs null', { template: 'program-explainer', inputs: null }, ['inputs']],
  ['inputs a string', { template: 'program-explainer', inputs: PROGRAM }, ['inputs']],
  ['inputs an array', { template: 'program-explainer', inputs: [{ programId: PROGRAM }] }, ['inputs']],
  [
    'inputs.programId a number',
    { template: 'program-explainer', inputs: { programId: 5 } },
    ['inputs', 'programId'],
  ],
  [
    'options a string',
    { template: 'program-explainer', inputs: { programId: PROGRAM }, options: 'x' },
    ['options'],
  ],
  [
    'options an array',
    { template: 'program-explainer', inputs: { programId: PROGRAM }, options: [] },
    ['options'],
  ],
  [
    'an unknown input',
    { template: 'program-explainer', inputs: { programId: PROGRAM, x: 1 } },
    ['inputs', 'x'],
  ],
  ['without template', { inputs: { programId: PROGRAM } }, ['template']],
];

describe('Video: bad bodies answer a German 400, never a 500, and create nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t?.close());

  const jobCount = async () =>
    (await request(t.http).get('/api/v2/video').set(t.headers).expect(200)).body.total as number;

  it.each(BAD_BODIES)('refuses a body %s with 400 and the issue at its path', async (_name, body, path) => {
    const before = await jobCount();
    const res = await request(t.http)
      .post('/api/v2/video')
      .set(t.headers)
      .send(body as object);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    const issues = res.body.issues as { path: string[]; message: string }[];
    expect(issues.map((i) => i.path)).toContainEqual(path);
    for (const i of issues) expect(i.message).toMatch(/[a-zäöüß]/i);
    expect(issues.map((i) => i.message).join(' ')).not.toMatch(/must|should|property/);
    expect(await jobCount()).toBe(before);
  });

  it('refuses a JSON array and a JSON string as the body', async () => {
    for (const body of ['[]', '"x"', 'null']) {
      const res = await request(t.http)
        .post('/api/v2/video')
        .set(t.headers)
        .set('content-type', 'application/json')
        .send(body);
      expect([res.status, res.body.code]).toEqual([400, expect.any(String)]);
    }
    expect(await jobCount()).toBe(0);
  });
});
