// The kernel's test kit holds these (issue 33); kept as a re-export until this feature's specs import it.
export { ImmediateUnitOfWork, RecordingOutboundEvents } from '../../platform/testing';
