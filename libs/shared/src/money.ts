/** Money is computed in integer euro cents and rounded once, at the edge (STYLE.md "Money"). */
export type Cents = number & { readonly __brand: 'Cents' };

export function eurToCents(eur: number): Cents {
  return Math.round(eur * 100) as Cents;
}

export function centsToEur(cents: Cents | number): number {
  return Math.round(cents) / 100;
}

/** rate x amount in cents, rounded half up once. */
export function applyRate(amount: Cents, rate: number): Cents {
  return Math.round(amount * rate) as Cents;
}

export function minCents(...values: Cents[]): Cents {
  return Math.min(...values) as Cents;
}
