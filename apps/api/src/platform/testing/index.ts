// The kernel's test kit (docs/adding-a-module.md): in-memory fakes of its ports and the fixed clock, for unit
// tests only (production code never imports this folder; dependency-cruiser checks it).
export { FixedClock } from '@libs/shared';
export { ImmediateUnitOfWork, InMemoryJobQueue, RecordingOutboundEvents } from './kernel-fakes';
