import { DomainError, NotFoundError } from '@libs/shared';

export class FlagNotFoundError extends NotFoundError {
  constructor(key: string) {
    super('FEATURE_FLAG_NOT_FOUND', 'Feature-Flag wurde nicht gefunden.', { key });
  }
}

export class FlagVersionNotFoundError extends NotFoundError {
  constructor(key: string, version: number) {
    super('FEATURE_FLAG_VERSION_NOT_FOUND', 'Diese Version des Feature-Flags gibt es nicht.', {
      key,
      version,
    });
  }
}

export class FlagKeyTakenError extends DomainError {
  readonly code = 'FEATURE_FLAG_KEY_TAKEN';
  constructor(key: string) {
    super('Ein Feature-Flag mit diesem Schlüssel gibt es schon.', { key });
  }
}

export class FlagVersionMismatchError extends DomainError {
  readonly code = 'FEATURE_FLAG_VERSION_MISMATCH';
  constructor(key: string, current: number) {
    super('Das Feature-Flag wurde inzwischen geändert (If-Match passt nicht).', {
      key,
      currentVersion: current,
    });
  }
}

export class FlagArchivedError extends DomainError {
  readonly code = 'FEATURE_FLAG_ARCHIVED';
  constructor(key: string) {
    super('Das Feature-Flag ist archiviert; erst wiederherstellen (archived: false), dann ändern.', { key });
  }
}

export class FlagSandboxReadOnlyError extends DomainError {
  readonly code = 'FEATURE_FLAG_SANDBOX_READ_ONLY';
  constructor() {
    super('Feature-Flags ändert nur ein Live-Zugang des Betreibers, kein Sandbox-Zugang.');
  }
}
