import type { CostKind } from '../domain/plan-input';
import type { Finding } from '../domain/plan-result';
import { finding } from '../domain/finding';
import { PLAN_SOURCES } from '../rules/plan-sources';
import type { Cut, ProgramOutcome } from './program-outcome';
import type { PreparedCandidate } from './prepared-candidate';
import { deEurFromCents, dePercent } from './german-numbers';

/** Reduce discretionary grants first, then guarantees, loans, and the tax allowance (a legal entitlement) last. */
const INSTRUMENT_ORDER = { grant: 0, guarantee: 1, loan: 2, tax: 3 } as const;
const idOrder = (a: PreparedCandidate, b: PreparedCandidate): number =>
  a.candidate.id < b.candidate.id ? -1 : a.candidate.id > b.candidate.id ? 1 : 0;
const byId = (a: ProgramOutcome, b: ProgramOutcome): number => idOrder(a.prepared, b.prepared);

function reductionOrder(a: ProgramOutcome, b: ProgramOutcome): number {
  return aidReductionOrder(a.prepared, b.prepared);
}

/** The order in which the aid caps cut (exported for the search's feasibility bound, which must agree). */
export function aidReductionOrder(a: PreparedCandidate, b: PreparedCandidate): number {
  const byInstrument = INSTRUMENT_ORDER[a.candidate.instrument] - INSTRUMENT_ORDER[b.candidate.instrument];
  // Art. 8(5): de-minimis aid (no intensity of its own) is the top-up that yields to the GBER measure.
  const ia = a.maxIntensity ?? -1;
  const ib = b.maxIntensity ?? -1;
  return byInstrument || ia - ib || idOrder(a, b);
}

/** Adds to what a cap took (positional and allocation-free when the entry exists: this runs per combination). */
function record(
  m: ProgramOutcome,
  code: Cut['code'],
  legalSource: string,
  kind: CostKind,
  costCents: number,
  capRate: number,
  setter: ProgramOutcome | undefined,
  cents: number,
): void {
  const key = code + kind;
  const entry = m.cuts.get(key);
  if (entry) {
    entry.cents += cents;
    return;
  }
  const by = setter
    ? {
        setter: {
          id: setter.prepared.candidate.id,
          label:
            setter.prepared.candidate.unionFunding?.label ??
            setter.prepared.intensityLabel ??
            setter.prepared.candidate.name,
        },
      }
    : {};
  m.cuts.set(key, { code, legalSource, kind, costCents, capRate, cents, ...by });
}

/** GBER Art. 8(3)(b) and 8(5) on one cost kind: the combined aid stays under the highest applicable intensity. */
function capAid(kind: CostKind, costCents: number, members: ProgramOutcome[]): void {
  // Only aid that is granted on these costs: a measure the no-over-financing cut left at nothing here is not
  // cumulated on them, so its (perhaps higher) intensity must not set the cap for the others.
  const aided = members.filter(
    (m) => m.prepared.stateAid && m.prepared.aidRatio > 0 && (m.byKind.get(kind) ?? 0) > 0.5,
  );
  if (aided.length === 0) return;
  const setter = aided
    .filter((m) => m.prepared.maxIntensity !== null)
    .sort((a, b) => (b.prepared.maxIntensity ?? 0) - (a.prepared.maxIntensity ?? 0) || byId(a, b))[0];
  const capRate = setter ? (setter.prepared.maxIntensity as number) : 1;
  const capCents = capRate * costCents;
  let total = aided.reduce((s, m) => s + (m.byKind.get(kind) ?? 0) * m.prepared.aidRatio, 0);
  if (total <= capCents + 0.5) return;
  // Art. 8(5) governs where de-minimis aid meets GBER aid on these costs, whichever of them yields.
  const deminimisTopUp = setter !== undefined && aided.some((a) => a.prepared.deminimis !== null);
  for (const m of [...aided].sort(reductionOrder)) {
    if (total <= capCents + 0.5) break;
    const aidHere = (m.byKind.get(kind) ?? 0) * m.prepared.aidRatio;
    const cut = Math.min(aidHere, total - capCents);
    if (cut <= 0) continue;
    m.byKind.set(kind, (m.byKind.get(kind) ?? 0) - cut / m.prepared.aidRatio);
    total -= cut;
    record(
      m,
      deminimisTopUp ? 'DEMINIMIS_PLUS_GBER_SAME_COSTS' : 'CUMULATION_INTENSITY_CAP',
      deminimisTopUp ? PLAN_SOURCES.cumulationDeminimis : PLAN_SOURCES.cumulationSameCosts,
      kind,
      costCents,
      capRate,
      setter,
      cut,
    );
  }
}

/**
 * GBER Art. 8(2): where centrally managed Union funding meets State aid on these costs, all public funding
 * together stays within the most favourable rate of the Union rules present. The State aid yields (the Union
 * amount is fixed by the Union), in the order of the intensity cap.
 */
function capUnion(kind: CostKind, costCents: number, members: ProgramOutcome[]): void {
  const union = members.filter((m) => m.prepared.candidate.unionFunding && (m.byKind.get(kind) ?? 0) > 0.5);
  if (union.length === 0) return;
  const aided = members.filter(
    (m) => m.prepared.stateAid && m.prepared.aidRatio > 0 && (m.byKind.get(kind) ?? 0) > 0.5,
  );
  if (aided.length === 0) return;
  const setter = [...union].sort(
    (a, b) =>
      (b.prepared.candidate.unionFunding?.rate ?? 0) - (a.prepared.candidate.unionFunding?.rate ?? 0) ||
      byId(a, b),
  )[0] as ProgramOutcome;
  const capRate = setter.prepared.candidate.unionFunding?.rate ?? 1;
  const capCents = capRate * costCents;
  const unionCents = union.reduce((s, m) => s + (m.byKind.get(kind) ?? 0), 0);
  let total = unionCents + aided.reduce((s, m) => s + (m.byKind.get(kind) ?? 0) * m.prepared.aidRatio, 0);
  for (const m of [...aided].sort(reductionOrder)) {
    if (total <= capCents + 0.5) break;
    const aidHere = (m.byKind.get(kind) ?? 0) * m.prepared.aidRatio;
    const cut = Math.min(aidHere, total - capCents);
    if (cut <= 0) continue;
    m.byKind.set(kind, (m.byKind.get(kind) ?? 0) - cut / m.prepared.aidRatio);
    total -= cut;
    record(m, 'UNION_FUNDING_CAP', PLAN_SOURCES.unionFunding, kind, costCents, capRate, setter, cut);
  }
}

/**
 * A guarantee secures loans: on each cost kind it guarantees at most its share of the loans in the plan there,
 * and all guarantees together no more than those loans (none without a loan).
 */
function capGuarantees(kind: CostKind, costCents: number, members: ProgramOutcome[]): void {
  const guarantees = members.filter((m) => m.prepared.candidate.instrument === 'guarantee');
  if (guarantees.length === 0) return;
  const loans = members
    .filter((m) => m.prepared.candidate.instrument === 'loan')
    .reduce((s, m) => s + (m.byKind.get(kind) ?? 0), 0);
  let open = loans;
  for (const g of [...guarantees].sort(byId)) {
    const here = g.byKind.get(kind) ?? 0;
    const allowed = Math.max(0, Math.min(g.prepared.candidate.rate * loans, open));
    if (here > allowed + 0.5) {
      g.byKind.set(kind, allowed);
      if (loans > 0.5) {
        const source = PLAN_SOURCES.guaranteeSecuresLoan;
        record(g, 'GUARANTEE_LIMITED_BY_LOAN', source, kind, costCents, 1, undefined, here - allowed);
      }
    }
    open -= Math.min(here, allowed);
  }
}

/** Money that pays for the costs: grants, allowances and loans; a guarantee only secures a loan. */
const paysCosts = (m: ProgramOutcome): boolean => m.prepared.candidate.instrument !== 'guarantee';

/**
 * Reduce loans first (the least favourable, by grant-equivalent ratio), then grants with State aid, then
 * grants without (EU direct funding, fixed by the Union), the tax allowance last.
 */
function volumeOrder(a: ProgramOutcome, b: ProgramOutcome): number {
  return moneyReductionOrder(a.prepared, b.prepared);
}

/** The order in which the no-over-financing cut takes money (exported for the search's feasibility bound). */
export function moneyReductionOrder(a: PreparedCandidate, b: PreparedCandidate): number {
  const rank = (p: PreparedCandidate): number => {
    const c = p.candidate;
    if (c.instrument === 'loan') return 0;
    if (c.instrument === 'tax') return 3;
    return p.stateAid ? 1 : 2;
  };
  return rank(a) - rank(b) || a.aidRatio - b.aidRatio || idOrder(a, b);
}

/** No over-financing: grants, allowances and loans on one cost kind together at most 100 % of those costs. */
function capMoney(kind: CostKind, costCents: number, members: ProgramOutcome[]): void {
  const paying = members.filter(paysCosts);
  let total = paying.reduce((s, m) => s + (m.byKind.get(kind) ?? 0), 0);
  if (total <= costCents + 0.5) return;
  for (const m of [...paying].sort(volumeOrder)) {
    if (total <= costCents + 0.5) break;
    const here = m.byKind.get(kind) ?? 0;
    const cut = Math.min(here, total - costCents);
    if (cut <= 0) continue;
    m.byKind.set(kind, here - cut);
    total -= cut;
    record(m, 'FINANCING_EXCEEDS_COSTS', PLAN_SOURCES.noOverFinancing, kind, costCents, 1, undefined, cut);
  }
}

/** Loans take back, up to their nominal share, the costs that a grant's reduction left unfinanced. */
function refillLoans(kind: CostKind, costCents: number, members: ProgramOutcome[]): boolean {
  let open = costCents;
  let short = 0;
  for (const m of members) {
    if (!paysCosts(m)) continue;
    const here = m.byKind.get(kind) ?? 0;
    open -= here;
    if (m.prepared.candidate.instrument === 'loan' && here < (m.nominal.get(kind) ?? 0) - 0.5) short++;
  }
  if (open <= 0.5 || short === 0) return false;
  let moved = false;
  for (const m of [...members]
    .filter((x) => x.prepared.candidate.instrument === 'loan')
    .sort(volumeOrder)
    .reverse()) {
    if (open <= 0.5) break;
    const here = m.byKind.get(kind) ?? 0;
    const add = Math.min(open, (m.nominal.get(kind) ?? 0) - here);
    if (add <= 0.5) continue;
    m.byKind.set(kind, here + add);
    open -= add;
    moved = true;
    const entry = m.cuts.get('FINANCING_EXCEEDS_COSTS' + kind);
    if (entry) entry.cents = Math.max(0, entry.cents - add);
  }
  return moved;
}

/**
 * The caps on one cost kind: first the money (no over-financing), then the aid (GBER Art. 8), then loans take
 * back what a grant's reduction freed, and the aid cap runs again (the loan's grant equivalent grew). The
 * exchange shrinks by the loans' grant-equivalent ratio r each round; eight rounds leave r^8 of the first one
 * (a loan at 5.6 % grant equivalent: far below a cent).
 */
export function capCosts(kind: CostKind, costCents: number, members: ProgramOutcome[]): void {
  capMoney(kind, costCents, members);
  capGuarantees(kind, costCents, members);
  capAid(kind, costCents, members);
  capUnion(kind, costCents, members);
  for (let round = 0; round < 8 && refillLoans(kind, costCents, members); round++) {
    capAid(kind, costCents, members);
    capUnion(kind, costCents, members);
  }
  // Loans the aid caps took back lower what a guarantee may secure (it only shrinks: the caps still hold).
  capGuarantees(kind, costCents, members);
}

/** The findings of what the caps took, one per code and cost kind. */
export function findingsOfCuts(m: ProgramOutcome): Finding[] {
  const out: Finding[] = [];
  for (const cut of m.cuts.values()) {
    if (cut.cents < 0.5) continue;
    const amountEur = Math.round(cut.cents) / 100;
    const detail =
      cut.code === 'FINANCING_EXCEEDS_COSTS' || cut.code === 'GUARANTEE_LIMITED_BY_LOAN'
        ? `${cut.kind}: Kosten ${deEurFromCents(cut.costCents)}; um ${deEurFromCents(cut.cents)} gekürzt`
        : cut.setter
          ? `${cut.kind}: höchstens ${dePercent(cut.capRate)} der Kosten (${cut.setter.label}); um ${deEurFromCents(cut.cents)} Beihilfewert gekürzt`
          : `${cut.kind}: höchstens 100 % der Kosten; um ${deEurFromCents(cut.cents)} gekürzt`;
    out.push(
      finding(cut.code, cut.legalSource, {
        detail,
        amountEur,
        ...(cut.setter && cut.setter.id !== m.prepared.candidate.id ? { programId: cut.setter.id } : {}),
      }),
    );
  }
  return out;
}
