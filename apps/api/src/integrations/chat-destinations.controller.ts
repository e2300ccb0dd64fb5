import { Body, Controller, Delete, Get, HttpCode, Param, Post, type Type } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiCreatedResponse,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import { RequireScopes } from '../platform/auth/require-scopes.decorator';
import { Idempotent } from '../platform/idempotency/idempotent.decorator';
import { ApiErrorResponses } from '../platform/openapi/api-error-responses.decorator';
import { CurrentScope, type TenantScope } from '../platform/tenancy/current-tenant.decorator';
import { UuidParamPipe } from '../platform/validation/uuid-param.pipe';
import { ChatIntegrations } from './adapters/chat-integrations';
import type { ChatVendor } from './domain/chat-message';
import {
  ChatDeliveryListResponseDto,
  ChatDestinationListResponseDto,
  ChatDestinationResponseDto,
  ChatTestQueuedResponseDto,
  ConnectChatRequestDto,
} from './dto/chat-destination.dto';

/** What differs between the team-chat vendors' routes: path, operation ids and the German texts. */
export interface ChatRoutesSpec {
  vendor: ChatVendor;
  /** `Slack`, `Teams`: the part of each operationId after the verb. */
  operationName: string;
  summaries: { list: string; connect: string; disconnect: string; test: string; deliveries: string };
  /** The vendor's format and answers, shown on list and connect. */
  about: string;
}

/**
 * The routes of one team-chat vendor (`/api/v2/integrations/<vendor>`): list, connect, disconnect, a test
 * message and the delivery log. Slack and Teams share them to the letter but for the texts and operation
 * ids, so one class factory builds both (each call decorates a class of its own).
 */
export function chatDestinationsController(spec: ChatRoutesSpec): Type<unknown> {
  const { vendor, operationName: name, summaries, about } = spec;

  @ApiTags('Integrationen')
  @RequireScopes('admin')
  @Controller(`api/v2/integrations/${vendor}`)
  class ChatDestinationsController {
    constructor(readonly chat: ChatIntegrations) {}

    @Get()
    @ApiOperation({ operationId: `list${name}Integrations`, summary: summaries.list, description: about })
    @ApiOkResponse({ type: ChatDestinationListResponseDto })
    @ApiErrorResponses(401, 403)
    list(@CurrentScope() scope: TenantScope): Promise<ChatDestinationListResponseDto> {
      return this.chat.list(scope, vendor);
    }

    @Post()
    @Idempotent()
    @ApiOperation({ operationId: `connect${name}`, summary: summaries.connect, description: about })
    @ApiCreatedResponse({ type: ChatDestinationResponseDto })
    @ApiErrorResponses(400, 401, 403, 409)
    connect(
      @CurrentScope() scope: TenantScope,
      @Body() body: ConnectChatRequestDto,
    ): Promise<ChatDestinationResponseDto> {
      return this.chat.connect(scope, vendor, body);
    }

    @Delete(':id')
    @HttpCode(204)
    @ApiOperation({ operationId: `disconnect${name}`, summary: summaries.disconnect })
    @ApiNoContentResponse()
    @ApiErrorResponses(401, 403, 404)
    disconnect(@CurrentScope() scope: TenantScope, @Param('id', UuidParamPipe) id: string): Promise<void> {
      return this.chat.disconnect(scope, vendor, id);
    }

    @Post(':id/test')
    @HttpCode(202)
    @ApiOperation({ operationId: `test${name}`, summary: summaries.test })
    @ApiAcceptedResponse({ type: ChatTestQueuedResponseDto })
    @ApiErrorResponses(401, 403, 404, 409)
    test(
      @CurrentScope() scope: TenantScope,
      @Param('id', UuidParamPipe) id: string,
    ): Promise<ChatTestQueuedResponseDto> {
      return this.chat.test(scope, vendor, id);
    }

    @Get(':id/deliveries')
    @ApiOperation({ operationId: `list${name}Deliveries`, summary: summaries.deliveries })
    @ApiOkResponse({ type: ChatDeliveryListResponseDto })
    @ApiErrorResponses(401, 403, 404)
    deliveries(
      @CurrentScope() scope: TenantScope,
      @Param('id', UuidParamPipe) id: string,
    ): Promise<ChatDeliveryListResponseDto> {
      return this.chat.deliveries(scope, vendor, id);
    }
  }
  // Nest and the OpenAPI document name controllers by class: one name per vendor.
  Object.defineProperty(ChatDestinationsController, 'name', { value: `${name}Controller` });
  return ChatDestinationsController;
}
