import { Module, Logger } from '@nestjs/common';
import { Clock, type TenantId } from '@libs/shared';
import { CalculationSummaries, CalculationsModule } from '../calculations';
import { CatalogueModule } from '../catalogue';
import { GetProgram } from '@libs/catalogue';
import { ElsterController } from './elster.controller';
import { ElsterTransmitter, NoElsterTransmitter } from './application/elster-transmitter.port';
import { PrepareForschungszulage } from './application/prepare-forschungszulage.use-case';
import { TenantEntitlements } from '../access';
import { secretCipherFor, GuardedHttpWebhookSender, SecretCipher } from '../webhooks';
import { AppConfigToken, type AppConfig } from '../platform/config/app-config';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { TenantJobs } from '../platform/jobs/tenant-jobs';
import { TenantTransaction } from '../platform/tenancy/tenant-transaction';
import { ChatDeliveryWorker } from './adapters/chat-delivery-worker';
import { ChatEventRouter } from './adapters/chat-event-router';
import { IntegrationJobHandlers } from './adapters/integration-job-handlers';
import { ChatDestinationRepository } from './application/chat-destination-repository.port';
import { ChatIntegrations } from './adapters/chat-integrations';
import { ChatOutbox } from './application/chat-outbox.port';
import { ConnectChatDestination } from './application/connect-chat-destination.use-case';
import { integrationSettings } from './application/integration-settings';
import { SendChatTest } from './application/send-chat-test.use-case';
import { TypeormChatDestinations } from './persistence/typeorm-chat-destinations';
import { TypeormChatOutbox } from './persistence/typeorm-chat-outbox';
import { TeamChats } from './application/team-chats';
import { TypeormTeamChats } from './persistence/typeorm-team-chats';
import { SlackController } from './slack.controller';
import { TeamsController } from './teams.controller';
import { DatevController } from './datev.controller';
import { ExportDatev } from './application/export-datev.use-case';
import { DatevSettingsController } from './datev-settings.controller';
import { DatevSettingsRepository } from './application/datev-settings.port';
import { TypeormDatevSettings } from './persistence/typeorm-datev-settings';
import { SaveDatevSettings } from './application/save-datev-settings.use-case';
import { HubspotController } from './hubspot.controller';
import { HubspotStore } from './application/hubspot-store.port';
import { HubspotRateLimiter } from './application/hubspot-client.port';
import { RunHubspotSync } from './application/run-hubspot-sync.use-case';
import { StartHubspotSync } from './application/start-hubspot-sync.use-case';
import { HubspotHttpClient } from './adapters/hubspot-http-client';
import { guardedHubspotTransport } from './adapters/hubspot-transport';
import { HubspotErasureHandlers } from './adapters/hubspot-erasure-handlers';
import { EraseAtHubspot } from './application/erase-at-hubspot.use-case';
import { hubspotRateLimiterFor } from './adapters/hubspot-rate-limiter-for';
import { TypeormHubspotStore } from './persistence/typeorm-hubspot-store';
import { vendorBaseUrl } from './domain/chat-url';

const CIPHER = Symbol('IntegrationSecretCipher');

/**
 * A HubSpot client per account. The base URL is refused at start-up when its host is not HubSpot's (it is
 * configuration, not user input); the address it resolves to is judged at every connect by the guard.
 */
function hubspotClients(config: AppConfig, limiter: HubspotRateLimiter) {
  const settings = integrationSettings(config);
  const transport = guardedHubspotTransport({
    baseUrl: vendorBaseUrl(settings.hubspotBaseUrl, ['api.hubapi.com'], settings),
    timeoutMs: settings.timeoutMs,
    allowPrivateAddresses: settings.allowPrivateAddresses,
  });
  return (account: TenantId) => new HubspotHttpClient(transport, limiter, account);
}

/** Integrations that speak the vendors' wire formats (ADR 0018). */
@Module({
  imports: [CalculationsModule, CatalogueModule],
  controllers: [
    SlackController,
    TeamsController,
    DatevController,
    DatevSettingsController,
    HubspotController,
    ElsterController,
  ],
  providers: [
    IntegrationJobHandlers,
    HubspotErasureHandlers,
    // An ERiC adapter replaces this once ERiC, a Hersteller-ID and certificates exist (ADR 0018).
    { provide: ElsterTransmitter, useClass: NoElsterTransmitter },
    {
      provide: PrepareForschungszulage,
      inject: [GetProgram],
      useFactory: (p: GetProgram) => new PrepareForschungszulage(p),
    },
    {
      provide: DatevSettingsRepository,
      inject: [TenantTransaction],
      useFactory: (d: TenantTransaction) => new TypeormDatevSettings(d),
    },
    {
      provide: SaveDatevSettings,
      inject: [DatevSettingsRepository, Clock],
      useFactory: (r: DatevSettingsRepository, c: Clock) => new SaveDatevSettings(r, c),
    },
    {
      provide: ExportDatev,
      inject: [Clock, DatevSettingsRepository],
      useFactory: (c: Clock, s: DatevSettingsRepository) => new ExportDatev(c, s),
    },
    // The webhooks module's cipher and key: one key to manage for every stored outbound secret.
    { provide: CIPHER, inject: [AppConfigToken], useFactory: (c: AppConfig) => secretCipherFor(c) },
    {
      provide: ChatDestinationRepository,
      inject: [TenantTransaction, CIPHER],
      useFactory: (d: TenantTransaction, s: SecretCipher) => new TypeormChatDestinations(d, s),
    },
    {
      provide: ChatOutbox,
      inject: [TenantTransaction, TenantJobs, Clock],
      useFactory: (d: TenantTransaction, j: TenantJobs, c: Clock) => new TypeormChatOutbox(d, j, c),
    },
    {
      // The public port (index.ts): the digests' `chat` channel posts to named destinations through it.
      provide: TeamChats,
      inject: [TenantTransaction, ChatOutbox],
      useFactory: (d: TenantTransaction, o: ChatOutbox) => new TypeormTeamChats(d, o),
    },
    {
      provide: ChatEventRouter,
      inject: [TenantTransaction, ChatOutbox, AppConfigToken],
      useFactory: (d: TenantTransaction, o: ChatOutbox, c: AppConfig) =>
        new ChatEventRouter(d, o, integrationSettings(c).linkBaseUrl),
    },
    {
      provide: ChatDeliveryWorker,
      inject: [TenantTransaction, CIPHER, TenantJobs, OutboundEvents, AppConfigToken, Clock],
      useFactory: (
        d: TenantTransaction,
        s: SecretCipher,
        j: TenantJobs,
        e: OutboundEvents,
        c: AppConfig,
        clock: Clock,
      ) => {
        const settings = integrationSettings(c);
        const sender = new GuardedHttpWebhookSender({
          timeoutMs: settings.timeoutMs,
          allowHttp: settings.allowHttp,
          allowPrivateAddresses: settings.allowPrivateAddresses,
        });
        const post = (url: string, body: string) =>
          sender.send({ url, body, headers: { 'user-agent': 'Foerdermittel-API-Integrations/1' } });
        return new ChatDeliveryWorker(d, s, post, j, e, settings, clock);
      },
    },
    {
      provide: HubspotStore,
      inject: [TenantTransaction, CIPHER, TenantJobs],
      useFactory: (d: TenantTransaction, s: SecretCipher, j: TenantJobs) => new TypeormHubspotStore(d, s, j),
    },
    {
      provide: HubspotRateLimiter,
      inject: [TenantTransaction, AppConfigToken],
      useFactory: (d: TenantTransaction, c: AppConfig) => hubspotRateLimiterFor(c, d),
    },
    {
      provide: StartHubspotSync,
      inject: [HubspotStore, TenantEntitlements, Clock],
      useFactory: (s: HubspotStore, p: TenantEntitlements, c: Clock) => new StartHubspotSync(s, p, c),
    },
    {
      provide: RunHubspotSync,
      inject: [HubspotStore, CalculationSummaries, HubspotRateLimiter, AppConfigToken, Clock],
      useFactory: (
        s: HubspotStore,
        calcs: CalculationSummaries,
        l: HubspotRateLimiter,
        c: AppConfig,
        clock: Clock,
      ) => {
        return new RunHubspotSync(s, calcs, hubspotClients(c, l), clock);
      },
    },
    {
      provide: EraseAtHubspot,
      inject: [HubspotStore, HubspotRateLimiter, AppConfigToken],
      useFactory: (s: HubspotStore, l: HubspotRateLimiter, c: AppConfig) =>
        new EraseAtHubspot(s, hubspotClients(c, l), new Logger('HubspotErasure')),
    },
    {
      provide: ConnectChatDestination,
      inject: [ChatDestinationRepository, TenantEntitlements, AppConfigToken, Clock],
      useFactory: (r: ChatDestinationRepository, p: TenantEntitlements, c: AppConfig, clock: Clock) =>
        new ConnectChatDestination(r, p, integrationSettings(c), clock),
    },
    {
      provide: SendChatTest,
      inject: [ChatDestinationRepository, ChatOutbox, AppConfigToken],
      useFactory: (r: ChatDestinationRepository, o: ChatOutbox, c: AppConfig) =>
        new SendChatTest(r, o, integrationSettings(c).linkBaseUrl),
    },
    {
      provide: ChatIntegrations,
      inject: [ChatDestinationRepository, ConnectChatDestination, SendChatTest, ChatEventRouter],
      useFactory: (
        r: ChatDestinationRepository,
        c: ConnectChatDestination,
        s: SendChatTest,
        router: ChatEventRouter,
      ) => new ChatIntegrations(r, c, s, (scope) => router.forget(scope.tenantId)),
    },
  ],
  exports: [TeamChats],
})
export class IntegrationsModule {}
