import { randomUUID } from 'node:crypto';
import type { Clock, TenantScope } from '@libs/shared';
import type { TenantEntitlements } from '../../access';
import { chatUrlProblem, urlHint, type ChatUrlRules } from '../domain/chat-url';
import type { ChatVendor } from '../domain/chat-message';
import { NOT_ROUTED_TO_CHAT } from '../domain/chat-routing';
import type { ChatDestination } from './chat-destination';
import type { ChatDestinationRepository } from './chat-destination-repository.port';
import {
  ChatDestinationLimitReachedError,
  ChatEventTypeNotRoutableError,
  ChatIntegrationsNotInPlanError,
  ChatWebhookUrlRejectedError,
  TeamsConnectorRetiredError,
} from './integration.errors';

export interface ConnectChatCommand {
  name: string;
  webhookUrl: string;
  eventTypes: string[];
}

/**
 * Connects a Slack or Teams webhook: the URL must be the vendor's (host and path; the retired Teams connector
 * format is refused with a German explanation), the plan must allow another destination of this vendor, and
 * digests are not an event to subscribe to (their schedule names the destinations).
 */
export class ConnectChatDestination {
  constructor(
    private readonly destinations: ChatDestinationRepository,
    private readonly plans: TenantEntitlements,
    private readonly rules: ChatUrlRules,
    private readonly clock: Clock,
  ) {}

  async execute(
    scope: TenantScope,
    vendor: ChatVendor,
    command: ConnectChatCommand,
  ): Promise<ChatDestination> {
    const { plan, entitlements } = await this.plans.of(scope.tenantId);
    const limit = entitlements.chatDestinationsPerVendor;
    if (limit === 0) throw new ChatIntegrationsNotInPlanError(plan);
    const unroutable = command.eventTypes.filter((type) => NOT_ROUTED_TO_CHAT.includes(type));
    if (unroutable.length > 0) throw new ChatEventTypeNotRoutableError(unroutable);
    const problem = chatUrlProblem(vendor, command.webhookUrl, this.rules);
    if (problem === 'teams_connector_retired' || problem === 'teams_workflow_url_outdated') {
      throw new TeamsConnectorRetiredError(problem);
    }
    if (problem) throw new ChatWebhookUrlRejectedError(problem);
    const now = this.clock.now();
    const destination: ChatDestination = {
      id: randomUUID(),
      tenantId: scope.tenantId,
      sandbox: scope.sandbox,
      vendor,
      name: command.name,
      urlHint: urlHint(command.webhookUrl),
      eventTypes: [...new Set(command.eventTypes)],
      enabled: true,
      disabledReason: null,
      createdAt: now,
      updatedAt: now,
    };
    if (!(await this.destinations.addWithinLimit(destination, command.webhookUrl, limit))) {
      throw new ChatDestinationLimitReachedError(plan, limit ?? 0);
    }
    return destination;
  }
}
