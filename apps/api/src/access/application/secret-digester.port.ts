/** Turns a secret (API key, client secret) into the only form that is stored and looked up. */
export abstract class SecretDigester {
  abstract digest(secret: string): string;
  /** Constant-time comparison of a presented secret with a stored digest. */
  abstract matches(secret: string, digest: string): boolean;
}
