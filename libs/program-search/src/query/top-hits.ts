/**
 * The `capacity` smallest (key, doc) pairs of a stream, in order: a sorted buffer with binary insertion, so a
 * page of 20 out of 100,000 programs costs a comparison per program, not a sort of all of them.
 */
export class TopHits {
  readonly keys: number[] = [];
  readonly docs: number[] = [];

  constructor(private readonly capacity: number) {}

  offer(key: number, doc: number): void {
    const n = this.keys.length;
    if (n === this.capacity && !before(key, doc, this.keys[n - 1]!, this.docs[n - 1]!)) return;
    let lo = 0;
    let hi = n;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (before(this.keys[mid]!, this.docs[mid]!, key, doc)) lo = mid + 1;
      else hi = mid;
    }
    this.keys.splice(lo, 0, key);
    this.docs.splice(lo, 0, doc);
    if (this.keys.length > this.capacity) {
      this.keys.pop();
      this.docs.pop();
    }
  }
}

/** The order of every listing: key ascending, then document (= id) order. */
export function before(keyA: number, docA: number, keyB: number, docB: number): boolean {
  return keyA < keyB || (keyA === keyB && docA < docB);
}
