import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Scope } from '../../platform/auth/scopes';
import { redirect, sendHtml } from './console-http';
import type { ConsoleSessions, ConsoleUser } from './console-session';
import { html, type Html } from './views/html';
import { layout } from './views/layout';

/**
 * The session's user if it holds `scope` and, for a change, sent this session's CSRF token; otherwise the
 * answer is sent here (to the sign-in page, or a 403 page saying `denied`) and the result is null.
 */
export async function consoleUserWith(
  sessions: ConsoleSessions,
  request: FastifyRequest,
  reply: FastifyReply,
  access: { scope: Scope; denied: Html; change?: boolean },
): Promise<ConsoleUser | null> {
  const user = await sessions.userOf(request);
  if (!user) {
    redirect(reply, '/console/login');
    return null;
  }
  const ctx = { principal: user.principal, csrf: user.csrf };
  if (!user.principal.scopes.includes(access.scope)) {
    sendHtml(reply, 403, layout(ctx, 'Keine Berechtigung', access.denied));
    return null;
  }
  if (access.change && !sessions.csrfValid(request, user)) {
    const body = html`<p>Die Sicherheitsprüfung (CSRF) ist fehlgeschlagen. Bitte die Seite neu laden.</p>`;
    sendHtml(reply, 403, layout(ctx, 'Anfrage abgelehnt', body));
    return null;
  }
  return user;
}
