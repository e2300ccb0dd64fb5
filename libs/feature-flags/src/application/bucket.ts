import murmurhash3js from 'murmurhash3js';

/** Unleash's seed for variant assignment, so that variant choice is independent of rollout inclusion. */
export const VARIANT_SEED = 86028157;

/**
 * The caller's bucket, 1..`normalizer`: murmurhash3 x86 32-bit of `groupId:stickinessValue`, as every Unleash
 * client computes it (`normalizedValue`), so a rollout here and in Unleash cuts the same callers. murmurhash3js
 * hashes UTF-16 code units masked to one byte, like the Unleash Node client: kept so for the same buckets.
 */
export function normalizedValue(
  stickinessValue: string,
  groupId: string,
  normalizer = 100,
  seed = 0,
): number {
  return (murmurhash3js.x86.hash32(`${groupId}:${stickinessValue}`, seed) % normalizer) + 1;
}

/** Inside a rollout of `percentage` (0-100): bucket <= percentage; 0 % is nobody, 100 % everybody. */
export function inRollout(stickinessValue: string, groupId: string, percentage: number): boolean {
  return percentage > 0 && normalizedValue(stickinessValue, groupId) <= percentage;
}

/** Picks a variant by weight: bucket 1..total over the cumulative weights, with the variant seed. */
export function pickWeighted<T extends { weight: number }>(
  items: readonly T[],
  stickinessValue: string,
  groupId: string,
): T | undefined {
  const total = items.reduce((sum, i) => sum + i.weight, 0);
  if (total <= 0) return undefined;
  const target = normalizedValue(stickinessValue, groupId, total, VARIANT_SEED);
  let counter = 0;
  for (const item of items) {
    counter += item.weight;
    if (counter >= target) return item;
  }
  return undefined;
}
