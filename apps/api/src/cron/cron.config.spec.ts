import { ConfigError } from '../platform/config/config-section';
import { CRON_CONFIG } from './cron.config';

describe('the cron section (CRON_SECRET)', () => {
  it.each([['short'], [`${'a'.repeat(20)} ${'b'.repeat(20)}`]])('refuses %j', (secret) => {
    expect(() => CRON_CONFIG.load({ CRON_SECRET: secret }, 'development')).toThrow(ConfigError);
    expect(() => CRON_CONFIG.load({ CRON_SECRET: secret }, 'development')).toThrow(/CRON_SECRET/);
  });

  it('is required in production and generated elsewhere (null)', () => {
    expect(() => CRON_CONFIG.load({}, 'production')).toThrow(/CRON_SECRET is required in production/);
    expect(CRON_CONFIG.load({ CRON_SECRET: 's'.repeat(32) }, 'production')).toEqual({
      secret: 's'.repeat(32),
    });
    expect(CRON_CONFIG.load({}, 'development')).toEqual({ secret: null });
  });
});
