/**
 * The calculations module's public port: the applicant profile is part of the wire contract matching reuses;
 * the calculation request is the one the MCP tool `calculate_subsidy` takes (one definition, REST's 400s);
 * the summaries of stored calculations feed the CRM sync (integrations).
 */
export { ApplicantProfileDto } from './dto/applicant-profile.dto';
export { CalculationRequestDto } from './dto/calculation.request.dto';
export { CalculationsModule } from './calculations.module';
export { CalculationSummaries, type CalculationSummary } from './application/calculation-summaries.port';
/** Reading one stored calculation by tenant and mode (the video module's calculation summary). */
export { GetCalculation } from './application/get-calculation.use-case';
export { CalculationNotFoundError } from './application/calculation-not-found.error';
export type { Calculation } from './application/calculation';
