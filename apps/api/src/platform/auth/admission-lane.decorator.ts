import { SetMetadata } from '@nestjs/common';

import type { AdmissionLane } from './call-admission.port';

export type { AdmissionLane };

export const ADMISSION_LANE = 'fm:admission-lane';

/** The admission lane of a route (`AdmissionLane`; `api` unless it says otherwise). */
export const AdmittedAs = (lane: AdmissionLane) => SetMetadata(ADMISSION_LANE, lane);
