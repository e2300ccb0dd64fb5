import { DomainError, NotFoundError } from '@libs/shared';

export class FundingPlanNotFoundError extends NotFoundError {
  constructor(id: string) {
    super('FUNDING_PLAN_NOT_FOUND', `Förderplan ${id} wurde nicht gefunden.`);
  }
}

export class FundingPlanUnknownProgramError extends NotFoundError {
  constructor(ids: string[]) {
    super('FUNDING_PLAN_UNKNOWN_PROGRAM', `Unbekannte Programme: ${ids.join(', ')}.`, { programIds: ids });
  }
}

export class FundingPlanNoCostsError extends DomainError {
  readonly code = 'FUNDING_PLAN_NO_COSTS';
  constructor() {
    super('Das Projekt braucht förderfähige Kosten größer 0 in mindestens einer Kostenart.');
  }
}

export class FundingPlanDatesInvalidError extends DomainError {
  readonly code = 'FUNDING_PLAN_DATES_INVALID';
  constructor(field: string) {
    super(`Ungültiges Datum in ${field}: erwartet ist ein Kalendertag JJJJ-MM-TT.`, { field });
  }
}

export class FundingPlanDeminimisGrantInFutureError extends DomainError {
  readonly code = 'FUNDING_PLAN_DEMINIMIS_GRANT_IN_FUTURE';
  constructor(field: string, grantDate: string, today: string) {
    super(
      `${field}: eine bereits gewährte De-minimis-Beihilfe kann nicht nach dem heutigen Tag (${today}) bewilligt sein (${grantDate}).`,
      { field },
    );
  }
}
