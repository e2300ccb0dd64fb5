/**
 * The integrations module's public port. Nothing yet: other features reach Slack and Teams through the
 * events they publish (routed here by the tenant's subscriptions), not by calling this module.
 */
export {};
