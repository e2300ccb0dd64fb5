// In-process measurement of the funding planner alone (no HTTP, no database): CPU time of `planFunding` for
// realistic projects with 10, 15, 20 and 24 candidates after the hard filters (within 50 ms of CPU),
// and how many combinations the exact search evaluated. Cheap; fine beside other work:
//
//   node bench/funding-plans.mjs [runs=200]
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
require('../scripts/register-ts.cjs');
const { planFunding } = require('../libs/funding-plans/src');

const runs = Number(process.argv[2] ?? 200);
const dm = (regulation = 'general') => ({ kind: 'deminimis', regulation });
const base = {
  maxAmountEur: null,
  minAmountEur: null,
  requiresApplicationBeforeStart: true,
  exclusiveWith: [],
  excludesOtherAidOnSameCosts: false,
  reducibleToDeminimisHeadroom: false,
  applicationDeadline: null,
  legalSource: 'Bench',
};
const c = (id, instrument, legalBasis, costKinds, rate, extra = {}) => ({
  ...base,
  id,
  name: id,
  instrument,
  legalBasis,
  costKinds,
  rate,
  ...extra,
});
const loan = (interestRatePercent, termYears) => ({
  loan: { interestRatePercent, termYears, gracePeriodYears: 1 },
});

/** Twenty programs a Saxon manufacturer's expansion with R&D might meet, most of them on shared costs. */
const ALL = [
  c('grw', 'grant', { kind: 'regional-aid-map' }, ['investment'], 0.35),
  c('land-invest', 'grant', { kind: 'gber', article: '17' }, ['investment'], 0.2, { exclusiveWith: ['grw'] }),
  c('kfw-erp-loan', 'loan', dm(), ['investment', 'operating'], 1, {
    maxAmountEur: 2_000_000,
    ...loan(1.2, 10),
  }),
  c('kfw-digital-loan', 'loan', { kind: 'notified', reference: 'KfW' }, ['investment'], 1, {
    maxAmountEur: 1_500_000,
    ...loan(2.1, 8),
  }),
  c('hausbank-loan', 'loan', { kind: 'none' }, ['investment', 'operating'], 1, { ...loan(4.5, 5) }),
  c('sab-loan', 'loan', dm(), ['investment'], 0.8, { maxAmountEur: 800_000, ...loan(0.5, 6) }),
  c('buergschaft', 'guarantee', { kind: 'notified', reference: 'BB' }, ['investment'], 0.8, {
    maxAmountEur: 1_250_000,
    guarantee: { premiumPercent: 1, marketPremiumPercent: 2.5, termYears: 8 },
  }),
  c('zim', 'grant', { kind: 'gber', article: '25' }, ['rdPersonnel', 'contractResearch'], 0.4, {
    maxAmountEur: 247_500,
  }),
  c('land-rd', 'grant', { kind: 'gber', article: '25' }, ['rdPersonnel'], 0.45, { exclusiveWith: ['zim'] }),
  c('fzulg', 'tax', { kind: 'tax', law: 'FZulG' }, ['rdPersonnel', 'contractResearch'], 0.35, {
    requiresApplicationBeforeStart: false,
  }),
  c('digital-bonus', 'grant', dm(), ['investment', 'consulting'], 0.5, { maxAmountEur: 50_000 }),
  c('bafa-beratung', 'grant', { kind: 'gber', article: '18' }, ['consulting'], 0.5, { maxAmountEur: 1_750 }),
  c('innovation-voucher', 'grant', dm(), ['consulting'], 0.8, { maxAmountEur: 20_000 }),
  c('weiterbildung', 'grant', { kind: 'gber', article: '31' }, ['training'], 0.5),
  c('esf-training', 'grant', dm(), ['training'], 0.6, { maxAmountEur: 30_000 }),
  c('messe', 'grant', { kind: 'gber', article: '19' }, ['operating'], 0.5, { maxAmountEur: 15_000 }),
  c('export-fair', 'grant', dm(), ['operating'], 0.6, { maxAmountEur: 10_000 }),
  c('energy-grant', 'grant', dm(), ['investment'], 0.3, {
    maxAmountEur: 150_000,
    reducibleToDeminimisHeadroom: true,
  }),
  c('land-loan-2', 'loan', dm(), ['operating'], 1, { maxAmountEur: 300_000, ...loan(1, 5) }),
  c('mikromezzanin', 'loan', { kind: 'none' }, ['operating'], 1, { maxAmountEur: 150_000, ...loan(6, 10) }),
  // 21-24: Union funding with its Art. 8(2) rate, a notified scheme, two more de-minimis grants.
  c('eic-accelerator', 'grant', { kind: 'none' }, ['rdPersonnel', 'contractResearch'], 0.7, {
    maxAmountEur: 2_500_000,
    unionFunding: { rate: 0.7, label: 'EIC Accelerator', legalSource: 'VO (EU) 2021/695' },
  }),
  c('eew-modul2', 'grant', { kind: 'notified', reference: 'EEW 2024, Modul 2' }, ['investment'], 0.45),
  c('land-digital', 'grant', dm(), ['investment', 'consulting'], 0.4, { maxAmountEur: 30_000 }),
  c('coaching', 'grant', dm(), ['consulting'], 0.5, { maxAmountEur: 8_000 }),
];

const input = (n) => ({
  company: {
    own: { staffHeadcount: 45, turnoverEur: 12_000_000, balanceSheetEur: 8_000_000 },
    relations: [
      {
        name: 'Beteiligung',
        sharePercent: 30,
        staffHeadcount: 20,
        turnoverEur: 3_000_000,
        balanceSheetEur: 2_000_000,
      },
    ],
    deminimisGrants: [
      { amountEur: 80_000, grantDate: '2024-05-01', regulation: 'general' },
      { amountEur: 40_000, grantDate: '2025-09-01', regulation: 'general' },
    ],
  },
  project: {
    plannedStart: '2026-09-01',
    applicationDate: '2026-06-15',
    federalState: 'SN',
    kreis: 'Bautzen',
    costs: {
      investment: 2_500_000,
      rdPersonnel: 600_000,
      contractResearch: 150_000,
      consulting: 40_000,
      training: 60_000,
      operating: 400_000,
    },
    researchCategory: 'industrial',
    effectiveCollaboration: false,
  },
  candidates: ALL.slice(0, n),
  referenceDate: '2026-06-01',
  baseRatePercent: 2.5,
  alternatives: 3,
});

for (const n of [10, 15, 20, 24]) {
  const plan = input(n);
  planFunding(plan); // warm-up (JIT)
  const cpu = [];
  let result;
  for (let i = 0; i < runs; i++) {
    const start = process.cpuUsage();
    result = planFunding(plan);
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
  }
  cpu.sort((a, b) => a - b);
  const q = (p) => cpu[Math.min(cpu.length - 1, Math.floor(p * cpu.length))].toFixed(2);
  console.log(
    `${n} candidates: CPU p50 ${q(0.5)} ms, p99 ${q(0.99)} ms, max ${q(1)} ms; ` +
      `${result.combinationsEvaluated} combinations, ${result.programs.length} programs, aid ${result.totals.aidValueEur} EUR`,
  );
}
