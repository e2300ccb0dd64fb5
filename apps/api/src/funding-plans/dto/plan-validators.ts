import { isIsoDay } from '@libs/funding-plans';
import { parseFederalState } from '@libs/shared';
import { ValidateBy } from 'class-validator';

/** A calendar day `YYYY-MM-DD` that exists (2026-02-30 does not). */
export const IsCalendarDay = () =>
  ValidateBy({
    name: 'isCalendarDay',
    validator: { validate: (v: unknown) => typeof v === 'string' && isIsoDay(v) },
  });

/** A Land in any common spelling (`SN`, `DE-SN`, `Sachsen`). */
export const IsLand = () =>
  ValidateBy({
    name: 'isFederalState',
    validator: { validate: (v: unknown) => typeof v === 'string' && parseFederalState(v) !== null },
  });

export const FINITE = { allowNaN: false, allowInfinity: false };
