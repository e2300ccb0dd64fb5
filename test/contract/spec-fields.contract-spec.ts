import { createTestApp, type TestApp } from '../support/test-app';
import { compareField, compareRecord, resolve } from './compare-schema';
import { servedDocument, type OpenApiDocument } from './served-document';
import {
  SPEC_OPERATIONS,
  SPEC_PARAMETERS,
  SPEC_RECORDS,
  TENANT_HEADER,
  type SpecRecordName,
} from './spec-v1.table';

type Json = Record<string, unknown>;
const OPERATIONS = Object.entries(SPEC_OPERATIONS);

describe('the v1 document against the spec table (spec 2, 4, 5, 7, 8)', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  beforeAll(async () => {
    t = await createTestApp();
    document = await servedDocument(t, 'v1');
  });
  afterAll(async () => t?.close());

  const operation = (id: keyof typeof SPEC_OPERATIONS): Json => {
    const { method, path } = SPEC_OPERATIONS[id];
    return (document.paths[path]?.[method] ?? {}) as Json;
  };
  const jsonSchema = (holder: unknown): Json | undefined =>
    ((holder as Json | undefined)?.content as Record<string, { schema?: Json }> | undefined)?.[
      'application/json'
    ]?.schema;

  it.each(OPERATIONS)('%s has its path, method, operationId and tag', (id, spec) => {
    const op = operation(id as keyof typeof SPEC_OPERATIONS);
    expect(op.operationId).toBe(id);
    expect(op.tags).toContain(spec.tag);
  });

  it.each(OPERATIONS)(
    '%s documents every status of spec section 7, each with the spec record',
    (id, spec) => {
      const responses = (operation(id as keyof typeof SPEC_OPERATIONS).responses ?? {}) as Record<
        string,
        Json
      >;
      const problems = Object.entries(spec.responses).flatMap(([status, record]) =>
        responses[status] === undefined
          ? [`${id} ${status}: not documented`]
          : compareRecord(
              document,
              jsonSchema(responses[status]),
              record as SpecRecordName,
              `${id} ${status} ${record}`,
            ),
      );
      expect(problems).toEqual([]);
    },
  );

  it.each(OPERATIONS.filter(([, spec]) => spec.request))(
    '%s takes its required request record',
    (id, spec) => {
      const body = operation(id as keyof typeof SPEC_OPERATIONS).requestBody as Json | undefined;
      expect(body?.required).toBe(true);
      expect(compareRecord(document, jsonSchema(body), spec.request as SpecRecordName)).toEqual([]);
    },
  );

  it.each(Object.entries(SPEC_PARAMETERS))(
    '%s has the spec parameters with the spec constraints',
    (id, fields) => {
      const parameters = (operation(id as keyof typeof SPEC_OPERATIONS).parameters ?? []) as Json[];
      const problems = Object.entries(fields).flatMap(([name, spec]) => {
        const parameter = parameters.find((p) => p.name === name && p.in !== 'header');
        if (!parameter) return [`${id} ${name}: missing`];
        const required = parameter.required === true;
        return [
          ...(required !== spec.required
            ? [`${id} ${name}: required ${required}, spec ${spec.required}`]
            : []),
          ...compareField(document, parameter.schema as Json, spec, `${id} ${name}`, 'request'),
        ];
      });
      const undeclared = parameters
        .filter((p) => p.in !== 'header' && !(String(p.name) in fields))
        .map((p) => p.name);
      expect(problems).toEqual([]);
      expect(undeclared).toEqual([]);
    },
  );

  it.each(OPERATIONS)('%s accepts the optional X-Tenant-Id header (spec 4, 5.5)', (id) => {
    const parameters = (operation(id as keyof typeof SPEC_OPERATIONS).parameters ?? []) as Json[];
    const header = parameters.find(
      (p) => p.in === 'header' && String(p.name).toLowerCase() === 'x-tenant-id',
    );
    expect(header).toBeDefined();
    expect(header?.required ?? false).toBe(false);
    expect(
      compareField(document, header?.schema as Json, TENANT_HEADER, `${id} X-Tenant-Id`, 'request'),
    ).toEqual([]);
  });

  it.each(OPERATIONS)(
    '%s is secured by the API key as Bearer or X-API-Key, or a JWT (spec 5), and says 401 and 429',
    (id) => {
      const op = operation(id as keyof typeof SPEC_OPERATIONS);
      const schemes = (document.components.securitySchemes ?? {}) as Record<string, Json>;
      const requirements = ((op.security ?? document.security ?? []) as Record<string, unknown>[]).flatMap(
        Object.keys,
      );
      const used = requirements.map((name) => schemes[name]);
      expect(used).toContainEqual(
        expect.objectContaining({ type: 'apiKey', in: 'header', name: 'X-API-Key' }),
      );
      expect(used).toContainEqual(expect.objectContaining({ type: 'http', scheme: 'bearer' }));
      expect(Object.keys((op.responses ?? {}) as Json)).toEqual(expect.arrayContaining(['401', '429']));
    },
  );

  it('has every record of the table, reachable from the operations', () => {
    const reachable = new Set<string>();
    for (const spec of Object.values(SPEC_OPERATIONS)) {
      if (spec.request) reachable.add(spec.request);
      Object.values(spec.responses).forEach((r) => reachable.add(r));
    }
    const nested = Object.values(SPEC_RECORDS).flatMap((r) =>
      Object.values(r.fields).flatMap((f) => [f.record ?? '', typeof f.items === 'string' ? f.items : '']),
    );
    nested.filter(Boolean).forEach((n) => reachable.add(n));
    expect([...reachable].sort()).toEqual(Object.keys(SPEC_RECORDS).sort());
  });

  describe('the comparison can fail', () => {
    const program = () => {
      const ok = (operation('getProgramById').responses as Record<string, Json>)['200'];
      return structuredClone(resolve(document, jsonSchema(ok))!);
    };

    it('catches a field renamed in the DTO and the document alike', () => {
      const renamed = program();
      const properties = renamed.properties as Json;
      properties.maxAmountEur = properties.maxAmount;
      delete properties.maxAmount;
      renamed.required = (renamed.required as string[]).map((f) => (f === 'maxAmount' ? 'maxAmountEur' : f));
      expect(compareRecord(document, renamed, 'Program')).toEqual([
        'Program.maxAmount: missing from the document',
        'Program.maxAmountEur: not in the spec (a renamed field, or an addition to list)',
      ]);
    });

    it('catches a changed constraint, enum, type and required list', () => {
      const changed = program();
      const properties = changed.properties as Record<string, Json>;
      properties.subsidyRateMax = { ...properties.subsidyRateMax, maximum: 100 };
      properties.status = { ...properties.status, enum: ['aktiv', 'inaktiv'] };
      properties.applicationDeadline = { ...properties.applicationDeadline, type: 'string' };
      changed.required = (changed.required as string[]).filter((f) => f !== 'id');
      expect(compareRecord(document, changed, 'Program')).toHaveLength(4);
    });
  });
});
