export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

/** Bad input, described field by field. Answered as 400 ValidationErrorResponse by the global filter. */
export class RequestValidationError extends Error {
  /** `PERSONAL_DATA` when a free-text field held personal data, else `VALIDATION_FAILED`. */
  constructor(
    readonly issues: ValidationIssue[],
    readonly code: 'VALIDATION_FAILED' | 'PERSONAL_DATA' = 'VALIDATION_FAILED',
  ) {
    super(code);
  }
}
