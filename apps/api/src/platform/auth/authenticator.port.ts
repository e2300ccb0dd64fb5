import type { Principal } from './principal';

/**
 * Turns a presented bearer credential (an API key or an access token) into the principal it stands for,
 * or null for every kind of failure alike. The kernel's guard calls it; the access module implements it.
 */
export abstract class Authenticator {
  abstract authenticate(credential: string): Promise<Principal | null>;

  /**
   * The principal of a console session token (the console's cookie), or null. Such a token is accepted here
   * only, never by `authenticate` (it was an API bearer), and ends with a sign-out.
   */
  consoleSession(_token: string): Promise<Principal | null> {
    return Promise.resolve(null);
  }
}
