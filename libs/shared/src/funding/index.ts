export * from './program-vocabulary';
export * from './federal-states';
export * from './program-terms';
export * from './recurring-deadline';
