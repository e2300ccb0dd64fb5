import type { FastifyInstance } from 'fastify';
import { inputRefused } from '../errors/input-refused';
import type { ValidationIssue } from '../errors/request-validation.error';
import { isCleanString, UNCLEAN_STRING_MESSAGE } from './clean-string';

/** One issue per name whose name or (decoded) value is not clean; `path` names it unless the name is the culprit. */
function uncleanFields(fields: unknown): ValidationIssue[] {
  if (typeof fields !== 'object' || fields === null) return [];
  const issues: ValidationIssue[] = [];
  for (const [name, value] of Object.entries(fields as Record<string, unknown>)) {
    const cleanName = isCleanString(name);
    const values: unknown[] = Array.isArray(value) ? value : [value];
    if (!cleanName || values.some((v) => typeof v === 'string' && !isCleanString(v)))
      issues.push({ path: cleanName ? [name] : [], message: UNCLEAN_STRING_MESSAGE });
  }
  return issues;
}

/**
 * Path parameters, query values and headers arrive percent-decoded (`%00` is a NUL by now). Each is checked
 * before any guard, pipe or query runs, and refused with 400 `INVALID_STRING` instead of failing in
 * PostgreSQL. Bodies are checked by their parsers (json-body-parser.ts, form-body-parser.ts).
 */
export function registerCleanStringCheck(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', async (request) => {
    // An unmatched path arrives as the not-found route's wildcard `*`: it answers 404 ROUTE_NOT_FOUND
    // whatever it holds (nothing reads it), so only a matched route's parameters are checked.
    const params = request.is404 ? {} : request.params;
    const issues = [
      ...uncleanFields(params),
      ...uncleanFields(request.query),
      ...uncleanFields(request.headers),
    ];
    if (issues.length > 0) throw inputRefused('INVALID_STRING', issues);
  });
}
