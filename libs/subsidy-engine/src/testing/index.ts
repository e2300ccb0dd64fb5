export * from './subsidy-program.builder';
export * from './applicant-profile.builder';
