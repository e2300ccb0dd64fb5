import { ApiProperty, ApiPropertyOptional, ApiSchema } from '@nestjs/swagger';

/** Spec section 7: every error is JSON with a German `error` text and a stable `code`. */
@ApiSchema({ name: 'ErrorResponse' })
export class ErrorResponseDto {
  @ApiProperty({
    description: 'Menschenlesbare Fehlermeldung (Deutsch).',
    example: 'Förderprogramm wurde nicht gefunden.',
  })
  error!: string;

  @ApiPropertyOptional({
    description: 'Stabiler, maschinenlesbarer Fehlercode (siehe Beschreibung der API).',
  })
  code?: string;

  // `anyOf: [{}]` is the only way to make @nestjs/swagger emit "any value" (spec 7: details is free-form, any).
  @ApiPropertyOptional({
    description: 'Frei strukturierte Zusatzangaben (beliebiger JSON-Wert).',
    anyOf: [{}],
  })
  details?: unknown;
}

@ApiSchema({ name: 'ValidationIssue' })
export class ValidationIssueDto {
  @ApiProperty({
    description:
      'Pfad zum fehlerhaften Feld, z. B. ["applicantProfile", "employeeCount"]; Zahlen sind Array-Indizes.',
    type: 'array',
    // A 3.1 type array (a string or a number); @nestjs/swagger's typings only know 3.0's single type.
    items: { type: ['string', 'number'] as unknown as 'string' },
  })
  path!: (string | number)[];

  @ApiProperty({ description: 'Was an diesem Feld falsch ist (Deutsch).' })
  message!: string;
}

@ApiSchema({ name: 'ValidationErrorResponse' })
export class ValidationErrorResponseDto extends ErrorResponseDto {
  @ApiPropertyOptional({ type: [ValidationIssueDto] })
  issues?: ValidationIssueDto[];
}
