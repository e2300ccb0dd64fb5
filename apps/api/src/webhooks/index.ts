/**
 * The webhooks module's public port: the outbound HTTP pieces other modules reuse (the SSRF guard and URL
 * policy, the guarded sender, encryption of stored secrets). The notifications' web push and the team-chat
 * integrations go out through them; both keep their secrets with the same cipher. Published events reach
 * other modules through the kernel's `OutboundEventTaps`, not through this module.
 */
export { isBlockedAddress } from './application/blocked-addresses';
export { rejectWebhookUrl, type WebhookUrlOptions } from './application/webhook-url-policy';
export { SecretCipher } from './application/secret-cipher.port';
export type { WebhookRequest, WebhookResponse } from './application/webhook-sender.port';
export {
  GuardedHttpWebhookSender,
  parseRetryAfter,
  type Resolver,
} from './adapters/guarded-http-webhook-sender';
export { AesGcmSecretCipher } from './persistence/aes-gcm-secret-cipher';
export { resolveWebhookSecretKey } from './persistence/webhook-secret-key';

import type { AppConfig } from '../platform/config/app-config';
import { AesGcmSecretCipher } from './persistence/aes-gcm-secret-cipher';
import { resolveWebhookSecretKey } from './persistence/webhook-secret-key';

/** A cipher with the webhooks' key (`WEBHOOK_SECRET_KEY`), for other stored outbound secrets. */
export function secretCipherFor(config: AppConfig): AesGcmSecretCipher {
  return new AesGcmSecretCipher(resolveWebhookSecretKey(config));
}
