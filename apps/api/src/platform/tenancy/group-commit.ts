/** Writes `items` (all of one key) as one unit; answers one result per item, in their order. */
export type CommitBatch<I, R> = (key: string, items: I[]) => Promise<R[]>;

export interface GroupCommitOptions {
  /** The most items one batch takes; the rest wait for the next one (default 64). */
  maxBatchSize?: number;
}

interface Member<I, R> {
  item: I;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

interface Lane<I, R> {
  queue: Member<I, R>[];
  /** The batch being written, if any: arrivals meanwhile wait for the next one (they become its batch). */
  running: Promise<void> | null;
}

/**
 * Group commit, the classic scheme: the first item of a key that finds nothing in flight is written at once
 * (after one turn of the event loop, so that what is already there joins it; no timer, no waiting when
 * idle); items of that key arriving while a batch is being written queue up and are written together as
 * the next batch, as soon as the previous one is done. So a single writer pays nothing, and under load the
 * cost of a commit is shared by everyone who arrived during the previous one.
 *
 * One key = one lane: keys never share a batch (the caller puts the tenant into the key), and a key has at
 * most one batch in flight, so its batches are written in arrival order. Each item's promise settles only
 * after its batch settled. When a batch of several fails, each of its items is written again alone, so one
 * bad item fails only itself (items must therefore be safe to write again after a failed, rolled back batch).
 */
export class GroupCommit<I, R> {
  private readonly lanes = new Map<string, Lane<I, R>>();
  private readonly maxBatchSize: number;
  private closed = false;

  constructor(
    private readonly commit: CommitBatch<I, R>,
    options: GroupCommitOptions = {},
  ) {
    this.maxBatchSize = Math.max(1, options.maxBatchSize ?? 64);
  }

  submit(key: string, item: I): Promise<R> {
    // After close (graceful shutdown), nothing is queued any more: each item is written alone, at once.
    if (this.closed) return this.commitOne(key, item);
    return new Promise<R>((resolve, reject) => {
      let lane = this.lanes.get(key);
      if (!lane) {
        lane = { queue: [], running: null };
        this.lanes.set(key, lane);
      }
      lane.queue.push({ item, resolve, reject });
      if (!lane.running) lane.running = this.drain(key, lane);
    });
  }

  /** Stops batching and answers once every queued and in-flight batch is written (graceful shutdown). */
  async close(): Promise<void> {
    this.closed = true;
    while (this.lanes.size > 0) {
      await Promise.all([...this.lanes.values()].map((lane) => lane.running));
    }
  }

  /** Writes the lane's batches one after the other until its queue is empty, then forgets the lane. */
  private async drain(key: string, lane: Lane<I, R>): Promise<void> {
    // One turn of the event loop (no timer): requests whose bytes already arrived reach their submit and
    // join. Needed for the embedded database, which runs in this thread: its "in-flight" batch is CPU
    // work, not I/O, so without this turn nothing could ever arrive while a batch is being written.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (lane.queue.length > 0) {
      const batch = lane.queue.splice(0, this.maxBatchSize);
      await this.write(key, batch);
    }
    lane.running = null;
    this.lanes.delete(key);
  }

  private async write(key: string, batch: Member<I, R>[]): Promise<void> {
    let results: R[];
    try {
      results = await this.commit(
        key,
        batch.map((member) => member.item),
      );
      if (results.length !== batch.length) throw new Error('group commit: one result per item expected');
    } catch (error) {
      const [only] = batch;
      if (only && batch.length === 1) return only.reject(error);
      // Which item failed is unknown (a deferred write fails one statement later, in another's turn):
      // each alone, in order, so the others still commit and only the bad one hears its error.
      for (const member of batch) {
        await this.commitOne(key, member.item).then(member.resolve, member.reject);
      }
      return;
    }
    batch.forEach((member, i) => member.resolve(results[i] as R));
  }

  private async commitOne(key: string, item: I): Promise<R> {
    const [result] = await this.commit(key, [item]);
    return result as R;
  }
}
