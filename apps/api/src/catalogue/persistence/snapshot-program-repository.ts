import type { TenantId } from '@libs/shared';
import {
  ProgramRepository,
  type Program,
  type ProgramListQuery,
  type ProgramPage,
  type VisibleCatalogue,
} from '@libs/catalogue';
import type { CatalogueSnapshots } from './catalogue-snapshots';
import type { TypeormProgramRepository } from './typeorm-program-repository';

/** Reads from the in-memory catalogue snapshot; writes go to the database and make the snapshot stale. */
export class SnapshotProgramRepository extends ProgramRepository {
  constructor(
    private readonly snapshots: CatalogueSnapshots,
    private readonly database: TypeormProgramRepository,
  ) {
    super();
  }

  async list(q: ProgramListQuery): Promise<ProgramPage> {
    return (await this.snapshots.current()).list(q);
  }

  async findById(tenantId: TenantId | null, id: string): Promise<Program | null> {
    return (await this.snapshots.current()).findById(tenantId, id);
  }

  async findAllVisible(tenantId: TenantId | null): Promise<Program[]> {
    return (await this.snapshots.current()).findAllVisible(tenantId);
  }

  /** The snapshot's version with its view: both from the same snapshot, so the version is the view's. */
  override async findVisibleCatalogue(tenantId: TenantId | null): Promise<VisibleCatalogue> {
    const snapshot = await this.snapshots.current();
    return {
      version: snapshot.version,
      programs: snapshot.findAllVisible(tenantId),
      owner: snapshot.hasOwn(tenantId) ? tenantId : null,
    };
  }

  async upsert(programs: readonly Program[]): Promise<void> {
    try {
      await this.database.upsert(programs);
    } finally {
      this.snapshots.invalidate();
    }
  }
}
