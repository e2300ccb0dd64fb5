import request from 'supertest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { CallToolResultSchema, ErrorCode, McpError } from '@modelcontextprotocol/sdk/types.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { FixedClock } from '@libs/shared';
import { ProgramRepository } from '@libs/catalogue';
import { aProgram } from '@libs/catalogue/testing';
import { createTestApp, type TestApp } from '../support/test-app';
import type { TestTenant } from '../support/test-tenants';
import { eventually } from '../support/webhook-receiver';

const PROFILE = { employeeCount: 12, revenueEur: 1_500_000, federalState: 'SN', industryCode: '62.01' };
type ToolResult = { isError?: boolean; structuredContent?: Record<string, unknown> };

/** The MCP endpoint driven by the official SDK's own client over the app's HTTP port. */
describe('POST /api/v2/mcp (Model Context Protocol)', () => {
  let t: TestApp;
  let base: string;
  let a: TestTenant;
  let b: TestTenant;
  beforeAll(async () => {
    t = await createTestApp({ clock: new FixedClock(new Date('2026-03-01T10:00:00Z')) });
    await t.app.listen(0, '127.0.0.1');
    base = await t.app.getUrl();
    a = await t.tenants.create();
    b = await t.tenants.create();
    await t.app
      .get(ProgramRepository)
      .upsert([
        aProgram({ id: 'b-geheimfoerderung', name: 'Geheimförderung Mandant B', tenantId: b.tenantId }),
      ]);
  });
  afterAll(async () => t?.close());

  const endpoint = () => `${base.replace('[::1]', '127.0.0.1')}/api/v2/mcp`;
  async function connect(
    headers: Record<string, string>,
    fetchSpy?: (url: string | URL, init?: RequestInit) => Promise<Response>,
  ): Promise<Client> {
    const client = new Client({ name: 'e2e', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(endpoint()), {
        requestInit: { headers },
        ...(fetchSpy ? { fetch: fetchSpy } : {}),
      }),
    );
    return client;
  }
  const call = async (client: Client, name: string, args: Record<string, unknown>) =>
    (await client.callTool({ name, arguments: args })) as ToolResult;

  it('lists the five tools with JSON schemas and German descriptions', async () => {
    const client = await connect(a.headers);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name).sort()).toEqual([
      'calculate_subsidy',
      'get_program',
      'plan_funding',
      'search_programs',
      'upcoming_deadlines',
    ]);
    for (const tool of tools) {
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.description).toMatch(/[äöüß]|Förder|Programm/);
    }
    await client.close();
  });

  it('calls each tool', async () => {
    const client = await connect(a.headers);
    const found = await call(client, 'search_programs', { q: 'Digitalbonus Bayern', limit: 5 });
    expect(found.isError).toBeUndefined();
    const items = found.structuredContent!.items as Array<{ id: string }>;
    expect(items.map((i) => i.id)).toContain('by-digitalbonus-standard');

    const program = await call(client, 'get_program', { id: 'by-digitalbonus-standard' });
    expect(program.structuredContent).toMatchObject({
      id: 'by-digitalbonus-standard',
      provider: 'Bundesland',
    });

    const subsidy = await call(client, 'calculate_subsidy', {
      programId: 'bafa-foerderung-unternehmensberatungen-kmu',
      projectBudgetEur: 3500,
      applicantProfile: PROFILE,
    });
    expect(subsidy.structuredContent).toMatchObject({
      programId: 'bafa-foerderung-unternehmensberatungen-kmu',
    });
    expect(subsidy.structuredContent!.estimatedSubsidyEur).toBeGreaterThan(0);

    const plan = await call(client, 'plan_funding', {
      company: PROFILE,
      project: { plannedStart: '2030-01-01', costs: { consulting: 10_000 } },
    });
    expect(plan.isError).toBeUndefined();
    expect(typeof plan.structuredContent!.id).toBe('string');

    // 2026-03-01: Eurostars 3 closes on 2026-03-19 (seed).
    const deadlines = await call(client, 'upcoming_deadlines', { days: 30 });
    expect((deadlines.structuredContent!.items as Array<{ id: string }>).map((i) => i.id)).toEqual([
      'bmbf-eurostars-3',
    ]);
    await client.close();
  });

  it('answers bad arguments as a tool error with the German validation body', async () => {
    const client = await connect(a.headers);
    const bad = await call(client, 'search_programs', { category: ['geschenk'] });
    expect(bad.isError).toBe(true);
    expect(bad.structuredContent).toMatchObject({ code: 'VALIDATION_FAILED' });
    await expect(client.callTool({ name: 'zaubern', arguments: {} })).rejects.toThrow(/Unbekanntes Werkzeug/);
    await client.close();
  });

  it('shows a tenant its own programs only (search, get, calculate)', async () => {
    const asB = await connect(b.headers);
    const own = await call(asB, 'get_program', { id: 'b-geheimfoerderung' });
    expect(own.structuredContent).toMatchObject({ id: 'b-geheimfoerderung' });
    const searchB = await call(asB, 'search_programs', { q: 'Geheimförderung' });
    expect((searchB.structuredContent!.items as Array<{ id: string }>).map((i) => i.id)).toEqual([
      'b-geheimfoerderung',
    ]);
    await asB.close();

    const asA = await connect(a.headers);
    const other = await call(asA, 'get_program', { id: 'b-geheimfoerderung' });
    expect(other).toMatchObject({ isError: true, structuredContent: { code: 'PROGRAM_NOT_FOUND' } });
    const searchA = await call(asA, 'search_programs', { q: 'Geheimförderung' });
    expect((searchA.structuredContent!.items as Array<{ id: string }>).map((i) => i.id)).not.toContain(
      'b-geheimfoerderung',
    );
    const calc = await call(asA, 'calculate_subsidy', {
      programId: 'b-geheimfoerderung',
      projectBudgetEur: 1000,
      applicantProfile: PROFILE,
    });
    expect(calc).toMatchObject({ isError: true, structuredContent: { code: 'PROGRAM_NOT_FOUND' } });
    await asA.close();
  });

  it('counts every MCP request against the quota, like any call', async () => {
    const metered = await t.tenants.create({ plan: 'developer' });
    const used = async () =>
      (await request(t.http).get('/api/v2/developer/quota').set(metered.headers).expect(200)).body
        .used as number;
    const before = await used();
    const rpc = (id: number) =>
      request(t.http)
        .post('/api/v2/mcp')
        .set(metered.headers)
        .set('accept', 'application/json, text/event-stream')
        .send({
          jsonrpc: '2.0',
          id,
          method: 'tools/call',
          params: { name: 'get_program', arguments: { id: 'bmwk-go-digital' } },
        })
        .expect(200);
    const answer = await rpc(1);
    expect(answer.body.result.structuredContent).toMatchObject({ id: 'bmwk-go-digital' });
    await rpc(2);
    // Two tool calls and the first quota read: three calls after `before` was read.
    expect(await used()).toBe(before + 3);
  });

  it('refuses calls without credentials (401) and bodies that are not JSON-RPC (400)', async () => {
    await expect(connect({})).rejects.toThrow();
    await request(t.http)
      .post('/api/v2/mcp')
      .send({ jsonrpc: '2.0', method: 'tools/list', id: 1 })
      .expect(401);
    const res = await request(t.http).post('/api/v2/mcp').set(a.headers).send({ hallo: 'welt' }).expect(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('answers malformed tools/call params with -32602 and German issues, not -32603', async () => {
    const client = await connect(a.headers);
    const refusal = async (params: Record<string, unknown> | undefined) => {
      const sent = params === undefined ? { method: 'tools/call' } : { method: 'tools/call', params };
      const error = await client.request(sent as never, CallToolResultSchema).then(
        () => undefined,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(McpError);
      return error as McpError;
    };
    const noParams = await refusal(undefined);
    expect(noParams.code).toBe(ErrorCode.InvalidParams);
    expect(noParams.message).toContain('Ungültige Parameter für tools/call: params');
    expect(noParams.data).toEqual({ issues: [{ path: ['params'], message: 'Pflichtfeld fehlt.' }] });

    const wrongTypes = await refusal({ name: 42, arguments: 'budget=1000' });
    expect(wrongTypes.code).toBe(ErrorCode.InvalidParams);
    expect(wrongTypes.data).toEqual({
      issues: [
        { path: ['params', 'name'], message: 'Muss eine Zeichenkette sein.' },
        { path: ['params', 'arguments'], message: 'Muss ein JSON-Objekt sein.' },
      ],
    });
    const listArguments = await refusal({ name: 'calculate_subsidy', arguments: [3500] });
    expect(listArguments.code).toBe(ErrorCode.InvalidParams);
    expect(listArguments.message).not.toMatch(/Invalid input|expected/);
    // The session goes on: the next call is answered.
    expect((await call(client, 'get_program', { id: 'bmwk-go-digital' })).isError).toBeUndefined();
    await client.close();
  });

  it('answers GET and DELETE with 405 and Allow: POST; the SDK client takes the 405 as "no stream"', async () => {
    const gets: number[] = [];
    const errors: unknown[] = [];
    const spy = async (url: string | URL, init?: RequestInit) => {
      const response = await fetch(url, init);
      if ((init?.method ?? 'GET') === 'GET') gets.push(response.status);
      return response;
    };
    const client = await connect(a.headers, spy);
    client.onerror = (e) => errors.push(e);
    expect((await client.listTools()).tools.length).toBe(5);
    // After `initialized` the client asks for the server's event stream by GET (Streamable HTTP).
    await eventually(async () => (gets.length > 0 ? true : undefined), 10_000);
    expect(gets).toEqual([405]);
    expect(errors).toEqual([]);
    await client.close();

    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(endpoint(), {
        method,
        headers: { ...a.headers, accept: 'text/event-stream' },
      });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toMatchObject({
        code: 'METHOD_NOT_ALLOWED',
        error: expect.stringMatching(/Methode/),
      });
    }
  });

  const BASE_INPUT = {
    programId: 'bafa-foerderung-unternehmensberatungen-kmu',
    projectBudgetEur: 3500,
    applicantProfile: PROFILE,
  };
  it.each<[string, Record<string, unknown>]>([
    ['a budget with three decimals', { projectBudgetEur: 1.234 }],
    ['a budget of 0', { projectBudgetEur: 0 }],
    ['a budget of 0.001', { projectBudgetEur: 0.001 }],
    ['a negative budget', { projectBudgetEur: -5 }],
    ['a budget as a string', { projectBudgetEur: '3500' }],
    ['a budget above the bound', { projectBudgetEur: 2e12 }],
    ['no budget', { projectBudgetEur: undefined }],
    ['an empty program id', { programId: '' }],
    ['a revenue with three decimals', { applicantProfile: { ...PROFILE, revenueEur: 1.234 } }],
    ['an unknown Land', { applicantProfile: { ...PROFILE, federalState: 'Atlantis' } }],
    ['a profile as a string', { applicantProfile: 'KMU' }],
    ['an unknown field', { rabatt: 10 }],
  ])('refuses %s exactly as POST /api/v1/calculations does', async (_, change) => {
    const input = { ...BASE_INPUT, ...change };
    const rest = await request(t.http).post('/api/v1/calculations').set(a.headers).send(input).expect(400);
    const client = await connect(a.headers);
    const tool = await call(client, 'calculate_subsidy', input);
    await client.close();
    expect(tool.isError).toBe(true);
    expect(rest.body.issues.length).toBeGreaterThan(0);
    expect(tool.structuredContent).toEqual(rest.body);
  });

  it("names the REST body in calculate_subsidy's input schema (from the same DTO)", async () => {
    const client = await connect(a.headers);
    const tool = (await client.listTools()).tools.find((x) => x.name === 'calculate_subsidy')!;
    await client.close();
    expect(tool.inputSchema).toMatchObject({
      type: 'object',
      required: ['programId', 'projectBudgetEur', 'applicantProfile'],
      properties: {
        projectBudgetEur: { type: 'number', exclusiveMinimum: 0 },
        applicantProfile: {
          type: 'object',
          required: ['employeeCount', 'revenueEur', 'federalState', 'industryCode'],
          properties: { employeeCount: { type: 'integer', minimum: 0 } },
        },
      },
    });
  });
});
