import { toOpenApi31 } from './openapi-3-1';

describe('toOpenApi31', () => {
  it('turns nullable into a type array, boolean exclusive bounds into numbers', () => {
    const doc = toOpenApi31({
      openapi: '3.0.0',
      components: {
        schemas: {
          A: {
            type: 'object',
            properties: {
              d: { type: 'string', format: 'date-time', nullable: true },
              r: { $ref: '#/components/schemas/B', nullable: true },
              n: { type: 'number', minimum: 0, exclusiveMinimum: true },
              list: { type: 'array', items: { type: 'integer', nullable: true } },
            },
          },
        },
      },
      paths: {
        '/x': {
          get: { parameters: [{ name: 'o', in: 'query', schema: { type: 'integer', nullable: true } }] },
        },
      },
    });
    const props = (doc.components.schemas.A as { properties: Record<string, unknown> }).properties;
    expect(doc.openapi).toBe('3.1.0');
    expect(props.d).toEqual({ type: ['string', 'null'], format: 'date-time' });
    expect(props.r).toEqual({ oneOf: [{ $ref: '#/components/schemas/B' }, { type: 'null' }] });
    expect(props.n).toEqual({ type: 'number', exclusiveMinimum: 0 });
    expect(props.list).toEqual({ type: 'array', items: { type: ['integer', 'null'] } });
    expect(doc.paths['/x'].get.parameters[0]!.schema).toEqual({ type: ['integer', 'null'] });
  });
});
