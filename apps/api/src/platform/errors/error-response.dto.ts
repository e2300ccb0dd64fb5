import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

/** Spec section 7: every error is JSON with a German `error` text and a stable `code`. */
export class ErrorResponseDto {
  @ApiProperty({ description: 'Menschenlesbare Fehlermeldung (Deutsch).', example: 'Förderprogramm wurde nicht gefunden.' })
  error!: string;

  @ApiPropertyOptional({ description: 'Stabiler, maschinenlesbarer Fehlercode (siehe Beschreibung der API).' })
  code?: string;

  @ApiPropertyOptional({ description: 'Frei strukturierte Zusatzangaben.' })
  details?: unknown;
}

export class ValidationIssueDto {
  @ApiProperty({
    description: 'Pfad zum fehlerhaften Feld, z. B. ["applicantProfile", "employeeCount"].',
    type: 'array',
    items: { oneOf: [{ type: 'string' }, { type: 'integer' }] },
  })
  path!: (string | number)[];

  @ApiProperty({ description: 'Was an diesem Feld falsch ist (Deutsch).' })
  message!: string;
}

export class ValidationErrorResponseDto extends ErrorResponseDto {
  @ApiPropertyOptional({ type: [ValidationIssueDto] })
  issues?: ValidationIssueDto[];
}
