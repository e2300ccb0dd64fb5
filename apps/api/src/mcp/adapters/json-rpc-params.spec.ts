import { ErrorCode } from '@modelcontextprotocol/sdk/types.js';
import { invalidParams } from './json-rpc-params';

const call = (params?: unknown) => ({
  jsonrpc: '2.0',
  id: 7,
  method: 'tools/call',
  ...(params === undefined ? {} : { params }),
});

describe('invalidParams', () => {
  it('passes well-formed requests, notifications and methods it does not know', () => {
    expect(invalidParams(call({ name: 'get_program', arguments: { id: 'x' } }))).toBeNull();
    expect(invalidParams(call({ name: 'get_program' }))).toBeNull();
    expect(invalidParams({ jsonrpc: '2.0', id: 1, method: 'tools/list' })).toBeNull();
    expect(invalidParams({ jsonrpc: '2.0', method: 'tools/call' })).toBeNull();
    expect(invalidParams({ jsonrpc: '2.0', id: 1, method: 'resources/list' })).toBeNull();
  });

  it.each<[string, unknown, { path: (string | number)[]; message: string }[]]>([
    ['no params', undefined, [{ path: ['params'], message: 'Pflichtfeld fehlt.' }]],
    ['params without a name', {}, [{ path: ['params', 'name'], message: 'Pflichtfeld fehlt.' }]],
    [
      'a number as name',
      { name: 1 },
      [{ path: ['params', 'name'], message: 'Muss eine Zeichenkette sein.' }],
    ],
    [
      'arguments as a list',
      { name: 'x', arguments: [1] },
      [{ path: ['params', 'arguments'], message: 'Muss ein JSON-Objekt sein.' }],
    ],
    [
      'arguments as text',
      { name: 'x', arguments: 'a=1' },
      [{ path: ['params', 'arguments'], message: 'Muss ein JSON-Objekt sein.' }],
    ],
  ])('answers %s with -32602 and German issues', (_, params, issues) => {
    const answer = invalidParams(call(params));
    expect(answer).toEqual({
      jsonrpc: '2.0',
      id: 7,
      error: {
        code: ErrorCode.InvalidParams,
        message: expect.stringMatching(/^Ungültige Parameter für tools\/call: /),
        data: { issues },
      },
    });
  });

  it('checks initialize as the SDK would parse it', () => {
    const answer = invalidParams({
      jsonrpc: '2.0',
      id: 'i',
      method: 'initialize',
      params: { protocolVersion: 2025 },
    });
    expect(answer?.error.code).toBe(ErrorCode.InvalidParams);
    expect(answer?.error.data.issues.map((i) => i.path.join('.'))).toEqual([
      'params.protocolVersion',
      'params.capabilities',
      'params.clientInfo',
    ]);
  });
});
