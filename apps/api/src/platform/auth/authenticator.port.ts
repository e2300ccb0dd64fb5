import type { Principal } from './principal';

/**
 * Turns a presented bearer credential (an API key or an access token) into the principal it stands for,
 * or null for every kind of failure alike. The kernel's guard calls it; the access module implements it.
 */
export abstract class Authenticator {
  abstract authenticate(credential: string): Promise<Principal | null>;
}
