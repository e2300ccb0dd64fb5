import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new signing secret: `whsec_` + base64 of 32 random bytes (Standard Webhooks). */
export function generateWebhookSecret(): string {
  return PREFIX + randomBytes(32).toString('base64');
}

/** The headers of one delivery attempt. `webhook-id` is the event id: the same on every retry. */
export interface SignedHeaders {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * Standard Webhooks signing: `v1,` + base64 HMAC-SHA256 over `id.timestamp.body`, keyed with the
 * base64-decoded part after `whsec_`. Several secrets (rotation grace) give space-separated signatures.
 */
export function signWebhook(id: string, timestamp: Date, body: string, secrets: string[]): SignedHeaders {
  const seconds = Math.floor(timestamp.getTime() / 1000).toString();
  const content = `${id}.${seconds}.${body}`;
  const signatures = secrets.map((secret) => {
    const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
    return `v1,${createHmac('sha256', key).update(content).digest('base64')}`;
  });
  return { 'webhook-id': id, 'webhook-timestamp': seconds, 'webhook-signature': signatures.join(' ') };
}
