import type { TenantId } from '@libs/shared';
import { ProgramRepository, type Program } from '@libs/catalogue';
import { compileCatalogue, type CompiledCatalogue } from '@libs/matcher';

/**
 * The catalogue as the matcher needs it, compiled once per catalogue version (ADR 0029).
 * The programs come from the catalogue's in-memory snapshot, which answers `findAllVisible` with one and the
 * same frozen array while its version is current (the public one for every tenant without programs of its
 * own) and with a new array once a change was announced. So the compiled catalogue is kept by that array:
 * tenants without own programs share one, a tenant with own programs has its own, a new version compiles
 * anew at once (no polling, no statement), and the old compiled catalogue goes with the old snapshot. The
 * matcher's copy holds slim members that share the snapshot's strings and terms (bench/matcher-scale.mjs).
 *
 * A repository answering a fresh array per call (a test double) gets a fresh compile per call: correct,
 * only slower.
 */
export class CatalogueView {
  private readonly compiled = new WeakMap<readonly Program[], CompiledCatalogue>();

  constructor(private readonly programs: ProgramRepository) {}

  async forTenant(tenantId: TenantId): Promise<CompiledCatalogue> {
    const visible = await this.programs.findAllVisible(tenantId);
    let catalogue = this.compiled.get(visible);
    if (!catalogue) {
      // Synchronous: concurrent requests that awaited the same array find it compiled.
      catalogue = compileCatalogue(visible, { sharePrograms: true });
      this.compiled.set(visible, catalogue);
    }
    return catalogue;
  }
}
