import type { SubsidyProgram } from '@libs/subsidy-engine';
import type { ProgramTraits } from './program-traits';

/**
 * Programs that rank alike: everything the engine and the score read agrees but id, name, amounts,
 * deadline and regions (a scheme and its clones in other Länder or with other caps).
 */
export interface Cohort {
  readonly id: number;
  readonly traits: ProgramTraits;
  /** Index into `CompiledCatalogue.eligibilityClasses`, and that class's program (`eligibilityProbe`). */
  readonly eligibilityClass: number;
  readonly eligibilityProbe: SubsidyProgram;
  /** Size classes (`sizeBit`) the engine's `companySizes` rule admits. */
  readonly sizes: number;
  /** Size classes for which the engine may refuse an eligible applicant (`refusableSizes`). */
  readonly refusable: number;
}
