import type { Program } from '@libs/catalogue';

/**
 * Where a program id stands in the byte-wise id order of `programs`: its index, or half a place before the
 * next id when absent.
 */
export function positionInIdOrder(programs: readonly Program[], id: string): number {
  let lo = 0;
  let hi = programs.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (utf8Before(programs[mid]!.id, id)) lo = mid + 1;
    else hi = mid;
  }
  return programs[lo]?.id === id ? lo : lo - 0.5;
}

/** Byte-wise UTF-8 order, as the catalogue's id order (`COLLATE "C"`): code point order. */
function utf8Before(a: string, b: string): boolean {
  const x = [...a];
  const y = [...b];
  for (let i = 0; i < Math.min(x.length, y.length); i++)
    if (x[i] !== y[i]) return x[i]!.codePointAt(0)! < y[i]!.codePointAt(0)!;
  return x.length < y.length;
}
