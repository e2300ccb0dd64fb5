/** Distinct matched-stem sets kept (each with up to HIGHLIGHTS_KEPT highlights, see the index). */
const KEPT = 256;

/**
 * One object per distinct set of matched stems: highlights are remembered per set object (WeakMap), and
 * the same words searched again (on another day, with other filters, another page) match the same stems,
 * so their hits' highlights are found again instead of rendered again (profiled at 3,200 programs).
 */
export class StemSets {
  private readonly byKey = new Map<string, ReadonlySet<string>>();

  intern(stems: ReadonlySet<string>): ReadonlySet<string> {
    const key = [...stems].sort().join(' ');
    let kept = this.byKey.get(key);
    if (!kept) {
      if (this.byKey.size >= KEPT) this.byKey.clear();
      this.byKey.set(key, (kept = stems));
    }
    return kept;
  }
}
