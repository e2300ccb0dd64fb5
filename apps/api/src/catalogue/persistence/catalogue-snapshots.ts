import { Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { hasRecurringDeadline, programOn } from '@libs/catalogue';
import { Clock, germanDayOf } from '@libs/shared';
import { ChangeNotifications } from '../../platform/database/change-notifications.port';
import { CatalogueSnapshot } from './catalogue-snapshot';
import { SharedValues } from './shared-values';
import { CATALOGUE_CHANNEL } from './migrations/1763702000081-catalogue-change-notifications';
import { TypeormProgramRepository } from './typeorm-program-repository';

/**
 * This instance's current catalogue snapshot (ADR 0012). Loaded on first use; the database announces every
 * new catalogue version (`fm_catalogue`, raised by the version trigger in the writer's transaction), which
 * marks the snapshot stale; the next read loads the new one (concurrent reads share one load). Between
 * changes a read issues no statement. A lost listening connection marks it stale as well.
 *
 * A program with a recurring deadline is held as it stands on the load's German day (`programOn`: the next
 * occurrence as its `applicationDeadline`), so reads, the matcher and search all see the date that applies now;
 * such a snapshot is good for that day only (its version carries the day, so an ETag changes with the date).
 */
@Injectable()
export class CatalogueSnapshots implements OnModuleInit, OnModuleDestroy {
  private snapshot: CatalogueSnapshot | null = null;
  private stale = true;
  private loading: Promise<CatalogueSnapshot> | null = null;
  private stop: (() => void) | null = null;
  /** The catalogue version loaded, and the day it was resolved for when it holds a recurring deadline. */
  private loaded: { version: string; day: string | null } | null = null;

  constructor(
    private readonly programs: TypeormProgramRepository,
    private readonly notifications: ChangeNotifications,
    private readonly clock: Clock,
  ) {}

  async onModuleInit(): Promise<void> {
    this.stop = await this.notifications.subscribe(CATALOGUE_CHANNEL, (version) => {
      if (version === null || version !== this.loaded?.version) this.invalidate();
    });
  }

  onModuleDestroy(): void {
    this.stop?.();
  }

  /** The snapshot to answer from: the current one, or a fresh load when a change was announced. */
  current(): Promise<CatalogueSnapshot> {
    if (this.snapshot && !this.stale && this.sameDay()) return Promise.resolve(this.snapshot);
    this.loading ??= this.load().finally(() => (this.loading = null));
    return this.loading;
  }

  /** The current snapshot when no change was announced since it was loaded; never loads (the fast lane). */
  peek(): CatalogueSnapshot | undefined {
    return this.snapshot && !this.stale && this.sameDay() ? this.snapshot : undefined;
  }

  /** Whether the snapshot's dates still hold: it has no recurring deadline, or it was resolved for today. */
  private sameDay(): boolean {
    const day = this.loaded?.day;
    return !day || day === germanDayOf(this.clock.now());
  }

  /** The next read loads anew (a change was announced, or made by this instance). */
  invalidate(): void {
    this.stale = true;
  }

  private async load(): Promise<CatalogueSnapshot> {
    // Cleared before reading: a change announced while the load runs marks the result stale again.
    this.stale = false;
    try {
      // Equal values of different rows become one object as each batch arrives (shared-values.ts).
      const shared = new SharedValues();
      const { version, programs } = await this.programs.loadAll((p) => shared.program(p));
      const day = hasRecurringDeadline(programs) ? germanDayOf(this.clock.now()) : null;
      this.loaded = { version, day };
      this.snapshot = day
        ? new CatalogueSnapshot(
            `${version}.${day.replace(/-/g, '')}`,
            programs.map((p) => programOn(p, day)),
          )
        : new CatalogueSnapshot(version, programs);
      return this.snapshot;
    } catch (err) {
      this.stale = true;
      throw err;
    }
  }
}
