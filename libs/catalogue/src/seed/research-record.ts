/** One record of ../shared/data/programs.research.json, as gathered (see data/README in the shared folder). */
export interface ResearchRecord {
  id: string;
  name: string;
  shortName: string | null;
  provider: string;
  providerDetail: string | null;
  category: string;
  level: string | null;
  description: string;
  maxAmount: number | null;
  minAmount: number | null;
  subsidyRateMax: number | null;
  rateRules: string | null;
  deminimis: boolean | null;
  targetGroups: string[];
  eligibleRegions: string[];
  phases: string[];
  companyAgeMaxYears: number | null;
  employeeMax: number | null;
  applicationDeadline: string | null;
  status: string | null;
  statusAsOf: string | null;
  sourceUrl: string | null;
}
