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
    [{ CRON_SECRET: 'short' }, /CRON_SECRET/],
    [{ CRON_SECRET: `${'a'.repeat(20)} ${'b'.repeat(20)}` }, /CRON_SECRET/],
    [{ REVOCATION_CACHE_SECONDS: '61' }, /REVOCATION_CACHE_SECONDS/],
  ])('rejects %j with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  describe('CRON_SECRET', () => {
    const production = {
      NODE_ENV: 'production',
      API_KEY_PEPPER: 'p'.repeat(32),
      JWT_SIGNING_KEYS: '{"kty":"EC","d":"x"}',
      WEBHOOK_SECRET_KEY: `${'A'.repeat(43)}=`,
    };

    it('is required in production', () => {
      expect(() => loadConfig(production)).toThrow(/CRON_SECRET is required in production/);
      expect(loadConfig({ ...production, CRON_SECRET: 's'.repeat(32) }).cronSecret).toBe('s'.repeat(32));
    });

    it('is generated elsewhere (null in the config)', () => {
      expect(loadConfig({}).cronSecret).toBeNull();
    });
  });
});
