import { ConfigError } from '../platform/config/config-section';
import { WEBHOOK_CONFIG } from './webhooks.config';

describe('the webhooks section', () => {
  const key = `${'A'.repeat(43)}=`;

  it('reads the secret key and the development relaxations', () => {
    expect(
      WEBHOOK_CONFIG.load({ WEBHOOK_SECRET_KEY: key, WEBHOOK_ALLOW_HTTP: 'true' }, 'development'),
    ).toEqual({
      secretKey: key,
      allowHttp: true,
      allowPrivateAddresses: false,
    });
  });

  it.each([[{ WEBHOOK_SECRET_KEY: 'short' }], [{ WEBHOOK_ALLOW_HTTP: 'perhaps' }]])('refuses %j', (env) => {
    expect(() => WEBHOOK_CONFIG.load(env, 'development')).toThrow(ConfigError);
  });

  it('requires the key in production and refuses the relaxations there', () => {
    expect(() => WEBHOOK_CONFIG.load({}, 'production')).toThrow(/WEBHOOK_SECRET_KEY is required/);
    expect(() =>
      WEBHOOK_CONFIG.load({ WEBHOOK_SECRET_KEY: key, WEBHOOK_ALLOW_PRIVATE_ADDRESSES: 'true' }, 'production'),
    ).toThrow(/never allowed in production/);
  });
});
