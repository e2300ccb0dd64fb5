import { ConfigError, loadConfig } from './load-config';

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
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
