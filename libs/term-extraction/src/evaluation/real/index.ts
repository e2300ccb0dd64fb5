export { DEV_ANNOTATIONS } from './dev-annotations';
export { readDevSet, sharedDir } from './load-real-set';
export {
  realProgramsOf,
  scoreRealSet,
  tabExtractor,
  type ProgramExtractor,
  type RealProgram,
} from './real-set';
export type { ProgramAnnotation } from './real-types';
