import type { OpenAPIObject } from '@nestjs/swagger';
import { apiVersionsOf } from './api-versions';
import { documentForVersion } from './split-by-version';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const ok = (name: string) => ({
  responses: { 200: { content: { 'application/json': { schema: ref(name) } } } },
});

const whole = {
  openapi: '3.1.0',
  info: { title: 'T', version: '0', description: 'Gemeinsam.' },
  paths: {
    '/api/v1/a': { get: ok('A') },
    '/api/v2/b': { get: ok('B') },
    '/health': { get: ok('Health') },
  },
  components: {
    schemas: {
      A: { type: 'object', properties: { nested: ref('Nested') } },
      Nested: { type: 'object' },
      B: { type: 'object' },
      Health: { type: 'object' },
      Payload: { type: 'object' },
      Unused: { type: 'object' },
    },
  },
} as unknown as OpenAPIObject;
const webhooks = {
  'x.done': { post: { requestBody: { content: { 'application/json': { schema: ref('Payload') } } } } },
};

describe('documentForVersion', () => {
  it('assigns paths by prefix, version-neutral ones to both', () => {
    expect(apiVersionsOf('/api/v1/programs/{id}')).toEqual(['v1']);
    expect(apiVersionsOf('/api/v2/developer/quota')).toEqual(['v2']);
    expect(apiVersionsOf('/health')).toEqual(['v1', 'v2']);
    expect(apiVersionsOf('/api/v10/x')).toEqual(['v1', 'v2']);
  });

  it('keeps its paths and the schemas they reach; webhooks only in v2', () => {
    const v1 = documentForVersion(whole, 'v1', 'Eins.', webhooks);
    const v2 = documentForVersion(whole, 'v2', 'Zwei.', webhooks);
    expect(Object.keys(v1.paths)).toEqual(['/api/v1/a', '/health']);
    expect(Object.keys(v1.components!.schemas!)).toEqual(['A', 'Nested', 'Health']);
    expect(v1.webhooks).toEqual({});
    expect(v1.info).toMatchObject({ version: '1.0.0', description: 'Eins.\n\nGemeinsam.' });
    expect(Object.keys(v2.paths)).toEqual(['/api/v2/b', '/health']);
    expect(Object.keys(v2.components!.schemas!)).toEqual(['B', 'Health', 'Payload']);
    expect(Object.keys(v2.webhooks!)).toEqual(['x.done']);
    expect(v2.info.version).toBe('2.0.0');
    expect(Object.keys(whole.components!.schemas!)).toHaveLength(6); // the input is left alone
  });
});
