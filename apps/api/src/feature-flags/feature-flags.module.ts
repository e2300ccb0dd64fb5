import { Module } from '@nestjs/common';
import { Clock } from '@libs/shared';
import { DataSource } from 'typeorm';
import { OutboundEvents } from '../platform/events/outbound-events.port';
import { UnitOfWork } from '../platform/tenancy/unit-of-work.port';
import { AdminFeatureFlagsController } from './admin-feature-flags.controller';
import { CreateFlag } from './application/create-flag.use-case';
import { DeleteFlag } from './application/delete-flag.use-case';
import { EvaluateFlags } from './application/evaluate-flags.use-case';
import { FeatureGate } from './application/feature-gate';
import { FlagStore } from './application/flag-store.port';
import { FlagChangeRecorder } from './application/record-flag-change';
import { RollbackFlag } from './application/rollback-flag.use-case';
import { UpdateFlag } from './application/update-flag.use-case';
import { FeatureFlagsController } from './feature-flags.controller';
import { OfrepController } from './ofrep.controller';
import { TypeormFlagStore } from './persistence/typeorm-flag-store';

type ChangeDeps = [FlagStore, UnitOfWork, FlagChangeRecorder, Clock];
const CHANGE_DEPS = [FlagStore, UnitOfWork, FlagChangeRecorder, Clock];

/** Feature flags (ADR 0013): evaluation for every credential, administration for the operator. */
@Module({
  controllers: [FeatureFlagsController, OfrepController, AdminFeatureFlagsController],
  providers: [
    { provide: FlagStore, inject: [DataSource], useFactory: (d: DataSource) => new TypeormFlagStore(d) },
    {
      provide: FlagChangeRecorder,
      inject: [FlagStore, OutboundEvents, Clock],
      useFactory: (s: FlagStore, e: OutboundEvents, c: Clock) => new FlagChangeRecorder(s, e, c),
    },
    { provide: CreateFlag, inject: CHANGE_DEPS, useFactory: (...d: ChangeDeps) => new CreateFlag(...d) },
    { provide: UpdateFlag, inject: CHANGE_DEPS, useFactory: (...d: ChangeDeps) => new UpdateFlag(...d) },
    { provide: DeleteFlag, inject: CHANGE_DEPS, useFactory: (...d: ChangeDeps) => new DeleteFlag(...d) },
    { provide: RollbackFlag, inject: CHANGE_DEPS, useFactory: (...d: ChangeDeps) => new RollbackFlag(...d) },
    {
      provide: EvaluateFlags,
      inject: [FlagStore, Clock],
      useFactory: (s: FlagStore, c: Clock) => new EvaluateFlags(s, c),
    },
    { provide: FeatureGate, inject: [EvaluateFlags], useFactory: (e: EvaluateFlags) => new FeatureGate(e) },
  ],
  // The console (apps/api/src/console) administers flags through the same use cases as the admin routes.
  exports: [EvaluateFlags, FeatureGate, FlagStore, CreateFlag, UpdateFlag, RollbackFlag],
})
export class FeatureFlagsModule {}
