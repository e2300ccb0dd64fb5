/** One legislative procedure (Vorgang) as the feed reports it. */
export interface LegislativeChange {
  id: string;
  title: string;
  /** Title, abstract and subject areas: what the rules' keywords are matched against. */
  text: string;
  updatedAt: Date;
  promulgatedOn: string | null;
  inForceFrom: string | null;
}

/** A feed of legislative changes since a watermark, read page by page (DIP Bundestag shaped). */
export abstract class LegalFeed {
  abstract changesSince(since: Date): AsyncIterable<LegislativeChange>;
}

/** Where the feed's watermark and the matched changes are kept. */
export abstract class LegalChangeStore {
  abstract watermark(feed: string): Promise<Date | null>;
  abstract setWatermark(feed: string, at: Date): Promise<void>;
  /** True when the change (id, updatedAt) is new; stores it with the rules it concerns. */
  abstract record(feed: string, change: LegislativeChange, ruleIds: string[], at: Date): Promise<boolean>;
}
