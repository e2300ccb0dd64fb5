/**
 * Levenshtein distance of two words when it is at most `max`, else `max + 1` (stops early: the row minimum
 * only grows). Used for typo tolerance against the index's vocabulary.
 */
export function boundedEditDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(previous[j]! + 1, row[j - 1]! + 1, previous[j - 1]! + cost);
      row.push(value);
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    previous = row;
  }
  return Math.min(previous[b.length]!, max + 1);
}

/** Typos tolerated in a query word: none below 5 letters, 1 from 5, 2 from 9. */
export function typosAllowed(word: string): number {
  return word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0;
}
