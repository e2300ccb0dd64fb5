import { jsonRpcIssues } from './json-rpc-message';

describe('jsonRpcIssues', () => {
  it('accepts requests and notifications as MCP sends them', () => {
    expect(jsonRpcIssues({ jsonrpc: '2.0', id: 1, method: 'tools/list' })).toEqual([]);
    expect(jsonRpcIssues({ jsonrpc: '2.0', id: 'a', method: 'tools/call', params: { name: 'x' } })).toEqual(
      [],
    );
    expect(jsonRpcIssues({ jsonrpc: '2.0', method: 'notifications/initialized' })).toEqual([]);
  });

  it.each([
    [null, []],
    [[{ jsonrpc: '2.0', method: 'x' }], []],
    [{ jsonrpc: '1.0', method: 'x' }, ['jsonrpc']],
    [{ jsonrpc: '2.0', id: 1.5, method: 'x' }, ['id']],
    [{ jsonrpc: '2.0', method: 'x', params: 'a' }, ['params']],
    [{ jsonrpc: '2.0', id: 1, result: {} }, ['result', 'method']],
  ])('refuses %j naming %j', (body, paths) => {
    const issues = jsonRpcIssues(body);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.map((i) => i.path[0] ?? null).filter((p) => p !== null)).toEqual(paths);
  });
});
