import { DomainError, NotFoundError } from '@libs/shared';
import { VIDEO_ERROR_CODES as C } from '../video.error-codes';

export class VideoJobNotFoundError extends NotFoundError {
  constructor() {
    super('VIDEO_JOB_NOT_FOUND', C.VIDEO_JOB_NOT_FOUND.message);
  }
}

export class VideoSourceNotFoundError extends NotFoundError {
  constructor(field: string, id: string) {
    super('VIDEO_SOURCE_NOT_FOUND', C.VIDEO_SOURCE_NOT_FOUND.message, { field, id });
  }
}

export class VideoNotInPlanError extends DomainError {
  readonly code = 'VIDEO_NOT_IN_PLAN';
  constructor(plan: string) {
    super(C.VIDEO_NOT_IN_PLAN.message, { plan });
  }
}

/** The plan grants video, but the operator switched it off for this caller with the feature flag `video`. */
export class VideoSwitchedOffError extends DomainError {
  readonly code = 'VIDEO_SWITCHED_OFF';
  constructor(plan: string) {
    super(C.VIDEO_SWITCHED_OFF.message, { plan, flag: 'video' });
  }
}

export class VideoRenderLimitReachedError extends DomainError {
  readonly code = 'VIDEO_RENDER_LIMIT_REACHED';
  constructor(plan: string, limit: number) {
    super(C.VIDEO_RENDER_LIMIT_REACHED.message, { plan, limit });
  }
}

/** ffmpeg, espeak-ng or the fonts are missing: the service runs, video does not. */
export class VideoUnavailableError extends DomainError {
  readonly code = 'VIDEO_UNAVAILABLE';
  constructor(missing: string[]) {
    super(C.VIDEO_UNAVAILABLE.message, { missing });
  }
}

export class VideoLinkInvalidError extends DomainError {
  readonly code = 'VIDEO_LINK_INVALID';
  constructor() {
    super(C.VIDEO_LINK_INVALID.message);
  }
}

export class VideoLinkExpiredError extends DomainError {
  readonly code = 'VIDEO_LINK_EXPIRED';
  constructor() {
    super(C.VIDEO_LINK_EXPIRED.message);
  }
}
