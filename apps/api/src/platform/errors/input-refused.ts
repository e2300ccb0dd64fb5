import { HttpException } from '@nestjs/common';
import { ERROR_CODES, type ErrorCode } from './error-codes';
import { bodyOf } from './global-exception.filter';
import type { ValidationIssue } from './request-validation.error';

/**
 * A ValidationErrorResponse with its own stable code, for refusals made before any DTO is validated (body
 * parser, request edge checks, id pipes). The filter keeps the body as it is.
 */
export function inputRefused(code: ErrorCode, issues: ValidationIssue[]): HttpException {
  return new HttpException(bodyOf(code, { issues }), ERROR_CODES[code].status);
}
