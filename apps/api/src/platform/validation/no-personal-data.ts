import { containsEmailAddress } from '@libs/shared';
import { ValidateBy, type ValidationOptions } from 'class-validator';

export const NO_PERSONAL_DATA = 'noPersonalData';

/**
 * Free text (names, descriptions, labels, notes, reasons) without an e-mail address: the service
 * keeps no e-mail address, so erasure and export need not search free text for one. A refused body answers
 * 400 `PERSONAL_DATA` (api-validation.pipe.ts). Other values than strings are left to the field's type rule.
 */
export function NoPersonalData(options?: ValidationOptions): PropertyDecorator {
  return ValidateBy(
    {
      name: NO_PERSONAL_DATA,
      validator: { validate: (value: unknown) => typeof value !== 'string' || !containsEmailAddress(value) },
    },
    options,
  );
}
