import type { Flag } from '@libs/feature-flags';
import type { Transaction } from '../../platform/tenancy/unit-of-work.port';
import { FlagStore, type FlagVersion } from '../application/flag-store.port';

const copy = <T>(v: T): T => structuredClone(v);

/** The store in memory, for use-case tests (no transactions: every write applies at once). */
export class InMemoryFlagStore extends FlagStore {
  readonly flags = new Map<string, Flag>();
  readonly versions: FlagVersion[] = [];
  readonly evaluated = new Map<string, Date>();

  async list(): Promise<Flag[]> {
    return [...this.flags.values()].sort((a, b) => a.key.localeCompare(b.key)).map(copy);
  }
  async find(key: string): Promise<Flag | null> {
    const f = this.flags.get(key);
    return f ? copy(f) : null;
  }
  async findForUpdate(key: string, _tx: Transaction): Promise<Flag | null> {
    return this.find(key);
  }
  async lastVersion(key: string): Promise<number> {
    return Math.max(0, ...this.versions.filter((v) => v.key === key).map((v) => v.version));
  }
  async insert(flag: Flag): Promise<void> {
    this.flags.set(flag.key, copy(flag));
  }
  async update(flag: Flag): Promise<void> {
    this.flags.set(flag.key, copy(flag));
  }
  async remove(key: string): Promise<void> {
    this.flags.delete(key);
  }
  async appendVersion(version: FlagVersion): Promise<void> {
    this.versions.push(copy(version));
  }
  async history(key: string): Promise<FlagVersion[]> {
    return this.versions
      .filter((v) => v.key === key)
      .sort((a, b) => b.version - a.version)
      .map(copy);
  }
  async version(key: string, version: number): Promise<FlagVersion | null> {
    const v = this.versions.find((x) => x.key === key && x.version === version);
    return v ? copy(v) : null;
  }
  async markEvaluated(keys: string[], at: Date): Promise<void> {
    for (const k of keys) this.evaluated.set(k, at);
  }
}
