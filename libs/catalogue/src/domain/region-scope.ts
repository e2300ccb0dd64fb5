import { NATIONWIDE, isNationwide, parseFederalState, type FederalStateCode } from '@libs/shared';

/**
 * What `region` in `GET /programs` means:
 * - a Land (`SN`, `DE-SN`, `Sachsen`): programs open to applicants in that Land, i.e. the nationwide and EU
 *   programs plus that Land's own; never another Land's;
 * - `bundesweit`: only the programs open in every Land (national and EU ones).
 */
export type RegionScope = { kind: 'land'; code: FederalStateCode } | { kind: 'nationwide' };

export function parseRegionScope(input: string): RegionScope | null {
  if (isNationwide(input)) return { kind: 'nationwide' };
  const code = parseFederalState(input);
  return code ? { kind: 'land', code } : null;
}

/** The `eligibleRegions` values of which a program must hold at least one to be in scope. */
export function regionKeysOf(scope: RegionScope): string[] {
  return scope.kind === 'nationwide' ? [NATIONWIDE] : [NATIONWIDE, scope.code];
}

export function isInScope(eligibleRegions: readonly string[], scope: RegionScope): boolean {
  const keys = regionKeysOf(scope);
  return eligibleRegions.some((r) => keys.includes(r));
}
