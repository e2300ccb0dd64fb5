import type { ProgramCategory } from '@libs/shared';

/** What the caller asks for besides the profile (spec 2.6). */
export interface RankOptions {
  /** Only programs of these instruments; absent or empty means all. */
  categories?: readonly ProgramCategory[];
  /** How many matches to return (the API allows 1-50). */
  limit: number;
  /** The day the applicant would apply: decides deadlines and which legal figures are in force. */
  referenceDate: Date;
}

/** One ranked program (spec 2.7 MatchEntry). */
export interface MatchEntry {
  programId: string;
  programName: string;
  /** 0-100, one decimal; see SCORE_WEIGHTS. */
  score: number;
  /** German sentences, the strongest first; never empty. */
  reasons: string[];
}

/** spec 2.7 MatchResponse: `total` counts every program the applicant can get, before `limit`. */
export interface MatchResult {
  matches: MatchEntry[];
  total: number;
}
