import type { ConfigSection } from './config-section';
import { ConfigError, loadConfig } from './load-config';

/** A feature's section as the kernel sees it: reads its own variable, refuses a bad one. */
const PROBE: ConfigSection<{ level: number }> = {
  key: 'probe',
  load(env) {
    if (env.PROBE_LEVEL !== undefined && !/^\d+$/.test(env.PROBE_LEVEL))
      throw new ConfigError('Invalid configuration:\n  PROBE_LEVEL: must be a number');
    return { level: Number(env.PROBE_LEVEL ?? 1) };
  },
};
const SECTIONS = [PROBE];

describe('loadConfig', () => {
  it('defaults to the embedded database on port 3000', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'embedded', dataDir: './.data/pglite' });
    expect(config.migrateOnStart).toBe(true);
  });

  it('keeps revocation answers 5 s unless told (0: read on every call)', () => {
    expect(loadConfig({}).auth.revocationCacheSeconds).toBe(5);
    expect(loadConfig({ REVOCATION_CACHE_SECONDS: '0' }).auth.revocationCacheSeconds).toBe(0);
  });

  it('sweeps the job queue every 60 s unless told, and refuses a sweep interval of 0', () => {
    expect(loadConfig({}).jobs?.sweepIntervalSeconds).toBe(60);
    expect(loadConfig({ JOB_SWEEP_INTERVAL_SECONDS: '5' }).jobs?.sweepIntervalSeconds).toBe(5);
    expect(() => loadConfig({ JOB_SWEEP_INTERVAL_SECONDS: '0' })).toThrow(ConfigError);
  });

  it('polls the job queue every 30 s as a fallback unless told', () => {
    expect(loadConfig({}).jobs?.pollingIntervalSeconds).toBe(30);
    expect(loadConfig({ JOB_POLLING_INTERVAL_SECONDS: '2' }).jobs?.pollingIntervalSeconds).toBe(2);
  });

  it('lets the heap grow 50 % between major collections unless told (0: V8 decides), at most 400 %', () => {
    expect(loadConfig({}).heapGrowingPercent).toBe(50);
    expect(loadConfig({ HEAP_GROWING_PERCENT: '0' }).heapGrowingPercent).toBe(0);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '401' })).toThrow(ConfigError);
    expect(() => loadConfig({ HEAP_GROWING_PERCENT: '-5' })).toThrow(ConfigError);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u@h:5432/db' }).database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@h:5432/db',
    });
  });

  it.each([
    [{ PORT: 'abc' }, /PORT="abc"/],
    [{ DATABASE_URL: 'mysql://x' }, /DATABASE_URL/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ MIGRATE_ON_START: 'maybe' }, /MIGRATE_ON_START/],
    [{ REVOCATION_CACHE_SECONDS: '61' }, /REVOCATION_CACHE_SECONDS/],
    [{ PROBE_LEVEL: 'high' }, /PROBE_LEVEL/],
  ])('rejects %j with a message naming the variable (kernel or feature section)', (env, message) => {
    expect(() => loadConfig(env, SECTIONS)).toThrow(ConfigError);
    expect(() => loadConfig(env, SECTIONS)).toThrow(message);
  });

  it("keeps each feature's section under its key, and the kernel reads none of their variables", () => {
    expect(loadConfig({ PROBE_LEVEL: '3' }, SECTIONS).features).toEqual({ probe: { level: 3 } });
    expect(loadConfig({ PROBE_LEVEL: 'high', CRON_SECRET: 'short' }).features).toEqual({});
  });
});
