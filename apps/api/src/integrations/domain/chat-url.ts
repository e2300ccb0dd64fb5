import type { ChatVendor } from './chat-message';

export type ChatUrlProblem =
  | 'invalid_url'
  | 'host_not_allowed'
  | 'port_not_allowed'
  | 'not_an_incoming_webhook'
  | 'not_a_workflows_webhook'
  | 'teams_connector_retired'
  | 'teams_workflow_url_outdated';

export interface ChatUrlRules {
  /** Further hosts accepted for every vendor: the loopback fakes in tests, never in production. */
  extraHosts: string[];
  allowHttp: boolean;
}

/** `https://hooks.slack.com/services/T…/B…/…` (api.slack.com/messaging/webhooks). */
const SLACK_PATH = /^\/services\/T[A-Za-z0-9_]+\/B[A-Za-z0-9_]+\/[A-Za-z0-9_]+$/;
/** Power Automate "When a Teams webhook request is received" (argoproj notifications-engine, teams-workflows). */
const WORKFLOW_PATH =
  /^\/powerautomate\/automations\/direct\/workflows\/[A-Za-z0-9]+\/triggers\/manual\/paths\/invoke$/;
const WORKFLOW_HOSTS = [/\.environment\.api\.powerplatform\.com$/, /^api\.powerautomate\.com$/];
/** Office 365 connectors (`…webhook.office.com/webhookb2/…`, `outlook.office.com/webhook/…`): retired. */
const CONNECTOR_HOSTS = [/(^|\.)webhook\.office\.com$/, /^outlook\.office(365)?\.com$/];

/** Why a webhook URL is not one of the vendor's, or null. The SSRF guard judges the address again at send. */
export function chatUrlProblem(vendor: ChatVendor, raw: string, rules: ChatUrlRules): ChatUrlProblem | null {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'invalid_url';
  }
  const host = url.hostname.toLowerCase();
  const extra = rules.extraHosts.includes(host) || rules.extraHosts.includes(url.host.toLowerCase());
  if (url.protocol !== 'https:' && !(extra && rules.allowHttp && url.protocol === 'http:'))
    return 'invalid_url';
  if (url.username || url.password || url.hash) return 'invalid_url';
  // Slack and Power Automate document their webhooks on https's own port; another port on their host is not
  // their service (`https://hooks.slack.com:6379/…`). `URL` leaves `port` empty for a written `:443`.
  if (url.port !== '' && !extra) return 'port_not_allowed';
  if (vendor === 'slack') {
    if (host !== 'hooks.slack.com' && !extra) return 'host_not_allowed';
    return SLACK_PATH.test(url.pathname) ? null : 'not_an_incoming_webhook';
  }
  if (CONNECTOR_HOSTS.some((h) => h.test(host))) return 'teams_connector_retired';
  // The older Workflows URLs on Logic Apps hosts had to move to the new format by 30.11.2025.
  if (/\.logic\.azure\.com$/.test(host)) return 'teams_workflow_url_outdated';
  if (!extra && !WORKFLOW_HOSTS.some((h) => h.test(host))) return 'host_not_allowed';
  if (!WORKFLOW_PATH.test(url.pathname) || !url.searchParams.get('sig')) return 'not_a_workflows_webhook';
  return null;
}

/** What the list shows of a stored URL: host and the last characters, never the signature or token. */
export function urlHint(raw: string): string {
  const url = new URL(raw);
  const tail = url.pathname.slice(-4);
  return `${url.host}/…${tail}`;
}

/**
 * A vendor API's configured base URL, checked against the vendor's hosts (and the extra hosts of a test
 * configuration): https on port 443 only, no credentials, no path beyond `/`. Throws, because it is a
 * configuration error.
 */
export function vendorBaseUrl(raw: string, hosts: string[], rules: ChatUrlRules): string {
  const url = new URL(raw);
  const extra = rules.extraHosts.includes(url.hostname) || rules.extraHosts.includes(url.host);
  if (!hosts.includes(url.hostname) && !extra) throw new Error(`${raw}: host not allowed for this vendor`);
  if (url.protocol !== 'https:' && !(extra && rules.allowHttp)) throw new Error(`${raw}: https required`);
  if (url.port !== '' && !extra) throw new Error(`${raw}: port not allowed for this vendor (443 only)`);
  if (url.username || url.password) throw new Error(`${raw}: no credentials in the URL`);
  return url.origin;
}
