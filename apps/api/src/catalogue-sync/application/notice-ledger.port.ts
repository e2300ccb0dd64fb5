/** Remembers what was announced once (deadline thresholds, expiring rules). */
export abstract class NoticeLedger {
  /** True the first time `key` is claimed, false ever after. */
  abstract claim(key: string, at: Date): Promise<boolean>;
}
