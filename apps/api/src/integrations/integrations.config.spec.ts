import { INTEGRATION_CONFIG } from './integrations.config';

describe('the integrations configuration: HubSpot rate window', () => {
  it('reads the window from the environment, one variable keeping the other default', () => {
    expect(
      INTEGRATION_CONFIG.load(
        { HUBSPOT_RATE_LIMIT_MAX: '190', HUBSPOT_RATE_LIMIT_WINDOW_MS: '10000' },
        'production',
      ).hubspotRateLimit,
    ).toEqual({ max: 190, windowMs: 10_000 });
    expect(INTEGRATION_CONFIG.load({ HUBSPOT_RATE_LIMIT_MAX: '50' }, 'production').hubspotRateLimit).toEqual({
      max: 50,
      windowMs: 10_000,
    });
    expect(INTEGRATION_CONFIG.load({}, 'production').hubspotRateLimit).toBeUndefined();
  });

  it.each([
    { HUBSPOT_RATE_LIMIT_MAX: '191' },
    { HUBSPOT_RATE_LIMIT_MAX: '0' },
    { HUBSPOT_RATE_LIMIT_MAX: 'viele' },
    { HUBSPOT_RATE_LIMIT_WINDOW_MS: '500' },
  ])('refuses %p above HubSpot’s highest limit or outside sense', (env) => {
    expect(() => INTEGRATION_CONFIG.load(env, 'production')).toThrow(/HUBSPOT_RATE_LIMIT/);
  });
});
