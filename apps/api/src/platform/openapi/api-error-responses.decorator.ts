import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto, ValidationErrorResponseDto } from '../errors/error-response.dto';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Ungültige Parameter oder ungültiger Anfragekörper (ValidationErrorResponse mit `issues`).',
  401: 'API-Schlüssel fehlt oder ist ungültig.',
  403: 'Der Schlüssel darf diese Aktion oder diesen Mandanten nicht nutzen.',
  404: 'Nicht gefunden.',
  429: 'Ratenlimit oder Monatskontingent überschritten.',
};

const RETRY_AFTER_HEADER = {
  'Retry-After': {
    description: 'Sekunden bis zum nächsten sinnvollen Versuch.',
    schema: { type: 'integer', minimum: 0 },
  },
} as const;

/** Documents the error statuses an operation can answer, each with the spec's error shape. */
export function ApiErrorResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? 'Fehler.',
        type: status === 400 ? ValidationErrorResponseDto : ErrorResponseDto,
        // Every 429 says when to come back (the global filter sets it where a refusal did not).
        ...(status === 429 ? { headers: RETRY_AFTER_HEADER } : {}),
      }),
    ),
  );
}
