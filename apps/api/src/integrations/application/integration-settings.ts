import type { AppConfig } from '../../platform/config/app-config';
import { configSection } from '../../platform/config/config-section';

/** The `integrations` section of the configuration, with the defaults below. */
export interface IntegrationSettings {
  /** Hosts accepted besides each vendor's own (the loopback fakes of the tests); never in production. */
  extraHosts: string[];
  /** `http://` for the extra hosts only (tests). */
  allowHttp: boolean;
  /** Switches the SSRF guard off (loopback fakes in tests); never in production. */
  allowPrivateAddresses: boolean;
  /** One deadline for connect and answer of every vendor call. */
  timeoutMs: number;
  /** The public address of this API, for links in chat messages. */
  linkBaseUrl: string;
  /** HubSpot's API (a loopback fake in tests; its host must be api.hubapi.com or an extra host). */
  hubspotBaseUrl: string;
  /**
   * Requests per rolling window and HubSpot account, held across all instances: private apps may send 100
   * per 10 s on Free/Starter (190 on Professional/Enterprise); the default stays on the safe side.
   */
  hubspotRateLimit: { max: number; windowMs: number };
}

export function integrationSettings(config: AppConfig): IntegrationSettings {
  return {
    extraHosts: [],
    allowHttp: false,
    allowPrivateAddresses: false,
    timeoutMs: 10_000,
    linkBaseUrl: 'http://localhost:3000',
    hubspotBaseUrl: 'https://api.hubapi.com',
    hubspotRateLimit: { max: 100, windowMs: 10_000 },
    ...configSection<Partial<IntegrationSettings>>(config, 'integrations'),
  };
}
