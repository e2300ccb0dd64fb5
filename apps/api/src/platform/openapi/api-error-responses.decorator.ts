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

/** Documents the error statuses an operation can answer, each with the spec's error shape. */
export function ApiErrorResponses(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: DESCRIPTIONS[status] ?? 'Fehler.',
        type: status === 400 ? ValidationErrorResponseDto : ErrorResponseDto,
      }),
    ),
  );
}
