// The kernel's test kit holds these; kept as a re-export until this feature's specs import it.
export { ImmediateUnitOfWork, RecordingOutboundEvents } from '../../platform/testing';
