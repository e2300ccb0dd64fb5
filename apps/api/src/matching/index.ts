/** The matching module's public port: nothing but its module (no other feature uses matching). */
export { MatchingModule } from './matching.module';
