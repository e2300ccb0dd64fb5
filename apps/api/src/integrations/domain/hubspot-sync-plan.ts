/**
 * What a CRM sync sends to HubSpot, as pure data: companies upserted by our unique property
 * `fm_company_ref`, deals by `fm_calculation_id` (both must exist in the portal as unique-value properties),
 * at most 100 inputs per batch request (HubSpot CRM objects API, batch upsert).
 */
export const HUBSPOT_BATCH = 100;
export const COMPANY_ID_PROPERTY = 'fm_company_ref';
export const DEAL_ID_PROPERTY = 'fm_calculation_id';

export interface SyncCompany {
  ref: string;
  name: string;
  domain?: string;
  calculationIds: string[];
}

export interface SyncCalculation {
  id: string;
  programId: string;
  programName: string;
  estimatedSubsidyEur: number;
  eligible: boolean;
  computedAt: Date;
}

export interface UpsertInput {
  idProperty: string;
  id: string;
  properties: Record<string, string>;
}

export interface DealStages {
  eligible: string;
  notEligible: string;
}

/** HubSpot's default sales pipeline: an eligible calculation is a qualified lead, an ineligible one is lost. */
export const DEFAULT_DEAL_STAGES: DealStages = { eligible: 'qualifiedtobuy', notEligible: 'closedlost' };

export function companyInput(c: SyncCompany): UpsertInput {
  const properties: Record<string, string> = { name: c.name, [COMPANY_ID_PROPERTY]: c.ref };
  if (c.domain) properties.domain = c.domain;
  return { idProperty: COMPANY_ID_PROPERTY, id: c.ref, properties };
}

/** A deal per calculation, named for the CRM's readers (program name, not slug): the amount is the estimated subsidy, the stage follows its eligibility. */
export function dealInput(calc: SyncCalculation, company: SyncCompany, stages: DealStages): UpsertInput {
  return {
    idProperty: DEAL_ID_PROPERTY,
    id: calc.id,
    properties: {
      dealname: `${calc.programName} – ${company.name}`.slice(0, 250),
      amount: calc.estimatedSubsidyEur.toFixed(2),
      dealstage: calc.eligible ? stages.eligible : stages.notEligible,
      pipeline: 'default',
      [DEAL_ID_PROPERTY]: calc.id,
    },
  };
}

export function batches<T>(items: T[], size = HUBSPOT_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
