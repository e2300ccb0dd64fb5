/** The pipeline steps, in the order they run. */
export const PIPELINE_STEPS = [
  'sme',
  'eligibility',
  'rate',
  'amount',
  'deminimis',
  'financing',
  'tax',
  'result',
] as const;
export type PipelineStep = (typeof PIPELINE_STEPS)[number];

/** One line of the explanation: what was decided, the figure, and the legal source it rests on. */
export interface BreakdownStep {
  step: PipelineStep;
  /** German explanation of this step's decision. */
  label: string;
  /** EUR for amounts, a fraction 0..1 for rates; absent where the step decides no figure. */
  value?: number;
  unit?: 'EUR' | 'rate';
  /** Regulation and article or guideline, with the URL it was read from. */
  legalSource: string;
}
