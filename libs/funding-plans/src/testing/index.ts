export { aCandidate, aCompany, aPlanInput, aProject } from './plan.builder';
