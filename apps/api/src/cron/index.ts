/** The cron module's public port: nothing but its module (its routes trigger other modules' jobs; none uses it). */
export { CronModule } from './cron.module';
