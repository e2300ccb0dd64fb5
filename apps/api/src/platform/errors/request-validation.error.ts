export interface ValidationIssue {
  path: (string | number)[];
  message: string;
}

/** Bad input, described field by field. Answered as 400 ValidationErrorResponse by the global filter. */
export class RequestValidationError extends Error {
  constructor(readonly issues: ValidationIssue[]) {
    super('VALIDATION_FAILED');
  }
}
