import { IsNumber, Max, ValidateBy } from 'class-validator';
import { AMOUNT_DECIMALS, MAX_AMOUNT_EUR } from './input-bounds';

const SCALE = 10 ** AMOUNT_DECIMALS;

/**
 * Whether a number has at most two decimals. Exact for every amount up to MAX_AMOUNT_EUR: the double nearest
 * to k/100 is the one that rounding v·100 and dividing again gives back; 0.001 or 1.005 are not.
 */
export const hasWholeCents = (value: unknown): boolean =>
  typeof value === 'number' && Math.round(value * SCALE) / SCALE === value;

/** A finite amount in EUR, at most MAX_AMOUNT_EUR, in whole cents (lower bounds stay with each field). */
export function IsEuroAmount(): PropertyDecorator {
  const rules = [
    IsNumber({ allowNaN: false, allowInfinity: false }),
    Max(MAX_AMOUNT_EUR),
    ValidateBy({ name: 'isWholeCents', validator: { validate: hasWholeCents } }),
  ];
  return (target, property) => rules.forEach((rule) => rule(target, property));
}

/** For the fields' descriptions in the OpenAPI document. */
export const EURO_AMOUNT_NOTE =
  'Höchstens 1.000.000.000.000 EUR und höchstens zwei Nachkommastellen; mehr Nachkommastellen werden mit 400 ' +
  'abgelehnt, nicht gerundet.';
