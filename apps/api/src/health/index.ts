/** The health module's public port: nothing but its module (probes are routes; no other feature uses it). */
export { HealthModule } from './health.module';
