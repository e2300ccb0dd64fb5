import { Module } from '@nestjs/common';
import { AuthModule } from '../platform/auth/auth.module';
import { DeveloperController } from './developer.controller';

/** Developer portal: quota, OAuth clients and sandbox tokens (spec 4.3). */
@Module({ imports: [AuthModule], controllers: [DeveloperController] })
export class DeveloperModule {}
