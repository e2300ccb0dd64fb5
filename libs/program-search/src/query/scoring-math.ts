/** Set bits of a word mask (at most 16 words). */
export function bitCount(mask: number): number {
  let n = 0;
  for (let m = mask; m !== 0; m &= m - 1) n++;
  return n;
}

/** BM25's inverse document frequency, never negative (Robertson & Zaragoza 2009). */
export function bm25Idf(df: number, documents: number): number {
  return Math.log(1 + (documents - df + 0.5) / (df + 0.5));
}
