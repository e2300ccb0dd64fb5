import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { inputRefused } from '../errors/input-refused';
import { UUID_PATTERN } from './uuid';

/**
 * `@Param('id', UuidParamPipe)`: an id that cannot be a UUID is refused with 400 `INVALID_ID` before any
 * query; a well-formed unknown one goes on and answers 404 as before.
 */
export class UuidParamPipe implements PipeTransform<unknown, string> {
  transform(value: unknown, metadata: ArgumentMetadata): string {
    if (typeof value === 'string' && UUID_PATTERN.test(value)) return value;
    throw inputRefused('INVALID_ID', [{ path: [metadata.data ?? 'id'], message: 'Muss eine UUID sein.' }]);
  }
}
