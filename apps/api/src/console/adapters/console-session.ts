import { Inject, Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Authenticator } from '../../platform/auth/authenticator.port';
import type { Principal } from '../../platform/auth/principal';
import { AppConfigToken, type AppConfig } from '../../platform/config/app-config';

export const SESSION_COOKIE = 'fm_console';
/** Before sign-in there is no session to bind a CSRF token to: a random value in a cookie and the form. */
export const LOGIN_COOKIE = 'fm_console_login';

export interface ConsoleUser {
  principal: Principal;
  /** The synchronizer token of this session, for forms and the script's `x-csrf-token` header. */
  csrf: string;
}

export function cookiesOf(request: FastifyRequest): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0) cookies.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  return cookies;
}

function sameSecret(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/**
 * The console's sessions (ADR 0021). A session is a short-lived access token minted from the API key at
 * sign-in, kept only in an HttpOnly, SameSite=Strict cookie (Secure in production) on the path `/console`.
 * Each request verifies it through the kernel's `Authenticator.consoleSession`: signature, the console's own
 * audience (the API refuses it as a bearer), expiry, that the key behind it still stands, and that the key has
 * not signed out of the console since (a sign-out ends every session of that key on every instance). The CSRF token is an HMAC of the session token: only a page that got it from us can
 * send it, and it changes with every session.
 */
@Injectable()
export class ConsoleSessions {
  private readonly secure: boolean;

  constructor(
    private readonly authenticator: Authenticator,
    @Inject(AppConfigToken) config: AppConfig,
  ) {
    this.secure = config.nodeEnv === 'production';
  }

  async userOf(request: FastifyRequest): Promise<ConsoleUser | null> {
    const token = cookiesOf(request).get(SESSION_COOKIE);
    if (!token) return null;
    // Only a token minted for the console's session counts (its own audience); an API key or an API access
    // token in the cookie is not a session.
    const principal = await this.authenticator.consoleSession(token);
    if (!principal || principal.kind !== 'jwt') return null;
    return { principal, csrf: this.csrfOf(token) };
  }

  /** The form field `csrf` or the header `x-csrf-token` must carry this session's token. */
  csrfValid(request: FastifyRequest, user: ConsoleUser): boolean {
    const header = request.headers['x-csrf-token'];
    const field = (request.body as Record<string, unknown> | undefined)?.csrf;
    const presented = typeof header === 'string' ? header : typeof field === 'string' ? field : '';
    return sameSecret(presented, user.csrf) && this.sameOrigin(request);
  }

  startLogin(reply: FastifyReply): string {
    const value = randomBytes(24).toString('base64url');
    this.setCookie(reply, LOGIN_COOKIE, value, 600);
    return value;
  }

  loginCsrfValid(request: FastifyRequest): boolean {
    const field = (request.body as Record<string, unknown> | undefined)?.csrf;
    const cookie = cookiesOf(request).get(LOGIN_COOKIE) ?? '';
    return typeof field === 'string' && sameSecret(field, cookie) && this.sameOrigin(request);
  }

  begin(reply: FastifyReply, token: string, seconds: number): void {
    this.setCookie(reply, SESSION_COOKIE, token, seconds);
    this.setCookie(reply, LOGIN_COOKIE, '', 0);
  }

  end(reply: FastifyReply): void {
    this.setCookie(reply, SESSION_COOKIE, '', 0);
  }

  private csrfOf(token: string): string {
    return createHmac('sha256', token).update('fm-console-csrf').digest('base64url');
  }

  /**
   * A browser names the page's origin on a POST (the console's pages set `Referrer-Policy: same-origin`, so
   * it does not hide it as `null`); a form of another origin is refused even with a token. The token stays
   * the protection: an absent or `null` origin (privacy settings, older browsers) is not refused by itself.
   */
  private sameOrigin(request: FastifyRequest): boolean {
    const origin = request.headers.origin;
    if (origin === undefined || origin === 'null') return true;
    try {
      return new URL(origin).host === request.headers.host;
    } catch {
      return false;
    }
  }

  private setCookie(reply: FastifyReply, name: string, value: string, maxAge: number): void {
    const attributes = [`Path=/console`, `Max-Age=${maxAge}`, 'HttpOnly', 'SameSite=Strict'];
    if (this.secure) attributes.push('Secure');
    // Fastify appends to `set-cookie` rather than replacing it.
    void reply.header('set-cookie', `${name}=${value}; ${attributes.join('; ')}`);
  }
}
