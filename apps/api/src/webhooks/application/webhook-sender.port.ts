/**
 * How an attempt failed, deliberately coarse: the log must not turn the API into a port scanner, so
 * refused, reset, DNS and TLS failures are all `network_error`.
 */
export type DeliveryErrorClass =
  'http_status' | 'timeout' | 'network_error' | 'address_not_allowed' | 'scheme_not_allowed';

export interface WebhookRequest {
  url: string;
  headers: Record<string, string>;
  /** JSON for webhooks; the encrypted bytes of a web push message. */
  body: string | Buffer;
}

export interface WebhookResponse {
  /** Only 2xx is success; redirects are answers like any other (never followed). */
  ok: boolean;
  httpStatus: number | null;
  errorClass: DeliveryErrorClass | null;
  /** The first bytes of the response body, for the delivery log. */
  excerpt: string | null;
  /** From `Retry-After` on 429 and 503. */
  retryAfterSeconds: number | null;
  durationMs: number;
}

/** Sends one signed POST to a receiver. Never throws for a receiver's fault. */
export abstract class WebhookSender {
  abstract send(request: WebhookRequest): Promise<WebhookResponse>;
}
