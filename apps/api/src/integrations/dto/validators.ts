import { ValidateBy, type ValidationOptions } from 'class-validator';

/** `JJJJ-MM-TT` that exists in the calendar (a pattern alone lets 2026-02-31 through). */
export const IsCalendarDate = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isCalendarDate',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
          const date = new Date(`${value}T00:00:00Z`);
          return (
            !Number.isNaN(date.getTime()) &&
            date.toISOString().slice(0, 10) === value &&
            value >= '1900-01-01'
          );
        },
        defaultMessage: () => 'muss ein gültiges Datum JJJJ-MM-TT sein',
      },
    },
    options,
  );

/**
 * An amount in EUR with at most two decimal places. Not `@IsNumber({ maxDecimalPlaces })`: class-validator
 * throws on numbers JSON writes in exponent notation (5e-324), which would answer 500 instead of 400.
 */
export const IsEuroAmount = (options?: ValidationOptions): PropertyDecorator =>
  ValidateBy(
    {
      name: 'isEuroAmount',
      validator: {
        validate: (value: unknown) => {
          if (typeof value !== 'number' || !Number.isFinite(value)) return false;
          const cents = value * 100;
          return Math.abs(cents - Math.round(cents)) < 1e-6;
        },
        defaultMessage: () => 'muss ein Betrag in EUR mit höchstens zwei Nachkommastellen sein',
      },
    },
    options,
  );
