import { DomainError, NotFoundError } from '@libs/shared';
import { DATA_PROTECTION_ERROR_CODES } from '../data-protection.error-codes';

export class DsgvoRequestNotFoundError extends NotFoundError {
  constructor() {
    super('DSGVO_REQUEST_NOT_FOUND', DATA_PROTECTION_ERROR_CODES.DSGVO_REQUEST_NOT_FOUND.message);
  }
}

export class DsgvoArchiveNotReadyError extends DomainError {
  readonly code = 'DSGVO_ARCHIVE_NOT_READY';
  constructor() {
    super(DATA_PROTECTION_ERROR_CODES.DSGVO_ARCHIVE_NOT_READY.message);
  }
}

export class DsgvoArchiveExpiredError extends DomainError {
  readonly code = 'DSGVO_ARCHIVE_EXPIRED';
  constructor() {
    super(DATA_PROTECTION_ERROR_CODES.DSGVO_ARCHIVE_EXPIRED.message);
  }
}

export class DsgvoArchiveErasedError extends DomainError {
  readonly code = 'DSGVO_ARCHIVE_ERASED';
  constructor() {
    super(DATA_PROTECTION_ERROR_CODES.DSGVO_ARCHIVE_ERASED.message);
  }
}

export class DpiaNotFoundError extends NotFoundError {
  constructor() {
    super('DPIA_NOT_FOUND', DATA_PROTECTION_ERROR_CODES.DPIA_NOT_FOUND.message);
  }
}

export class DpiaSignedOffError extends DomainError {
  readonly code = 'DPIA_SIGNED_OFF';
  constructor() {
    super(DATA_PROTECTION_ERROR_CODES.DPIA_SIGNED_OFF.message);
  }
}

export class DpiaStatusTransitionError extends DomainError {
  readonly code = 'DPIA_STATUS_TRANSITION';
  constructor(from: string, to: string) {
    super(DATA_PROTECTION_ERROR_CODES.DPIA_STATUS_TRANSITION.message, { from, to });
  }
}

export class DsgvoRequestClosedError extends DomainError {
  readonly code = 'DSGVO_REQUEST_CLOSED';
  constructor() {
    super(DATA_PROTECTION_ERROR_CODES.DSGVO_REQUEST_CLOSED.message);
  }
}

export class DsgvoRequestAlreadyExtendedError extends DomainError {
  readonly code = 'DSGVO_REQUEST_ALREADY_EXTENDED';
  constructor() {
    super(DATA_PROTECTION_ERROR_CODES.DSGVO_REQUEST_ALREADY_EXTENDED.message);
  }
}

export class DsgvoExtensionTooLateError extends DomainError {
  readonly code = 'DSGVO_EXTENSION_TOO_LATE';
  constructor() {
    super(DATA_PROTECTION_ERROR_CODES.DSGVO_EXTENSION_TOO_LATE.message);
  }
}

export class GobdExportNotFoundError extends NotFoundError {
  constructor() {
    super('GOBD_EXPORT_NOT_FOUND', DATA_PROTECTION_ERROR_CODES.GOBD_EXPORT_NOT_FOUND.message);
  }
}

export class GobdExportNotReadyError extends DomainError {
  readonly code = 'GOBD_EXPORT_NOT_READY';
  constructor() {
    super(DATA_PROTECTION_ERROR_CODES.GOBD_EXPORT_NOT_READY.message);
  }
}

export class GobdExportExpiredError extends DomainError {
  readonly code = 'GOBD_EXPORT_EXPIRED';
  constructor() {
    super(DATA_PROTECTION_ERROR_CODES.GOBD_EXPORT_EXPIRED.message);
  }
}
