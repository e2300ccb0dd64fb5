/** The console's public port: nothing but its module (no other feature uses the console). */
export { ConsoleModule } from './console.module';
