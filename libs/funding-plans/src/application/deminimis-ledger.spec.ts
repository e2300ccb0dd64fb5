import { deminimisLedger } from './deminimis-ledger';

/** 2023/2831 Art. 3(2),(3): 300,000 EUR over any three years, counted from the dates of grant; rules.md §2. */
describe('deminimisLedger', () => {
  const grants = [
    { amountEur: 100_000, grantDate: '2023-06-15', regulation: 'general' as const, label: 'A' },
    { amountEur: 50_000, grantDate: '2023-06-16', regulation: 'general' as const, label: 'B' },
    { amountEur: 120_000, grantDate: '2025-01-10', regulation: 'general' as const, label: 'C' },
    { amountEur: 10_000, grantDate: '2024-05-01', regulation: 'agriculture' as const },
    { amountEur: 99_000, grantDate: '2026-07-01', regulation: 'general' as const, label: 'later' },
  ];

  it('drops the grant made exactly three years before the new grant, keeps the one a day later', () => {
    const l = deminimisLedger('general', grants, '2026-06-15');
    expect(l.windowStart).toBe('2023-06-16');
    expect(l.counted.map((g) => g.label)).toEqual(['B', 'C']);
    expect(l.expired.map((g) => g.label)).toEqual(['A']);
    expect(l.usedEur).toBe(170_000);
    expect(l.ceilingEur).toBe(300_000);
    expect(l.headroomEur).toBe(130_000);
  });

  it('counts the older grant one day earlier', () => {
    const l = deminimisLedger('general', grants, '2026-06-14');
    expect(l.usedEur).toBe(270_000);
    expect(l.headroomEur).toBe(30_000);
  });

  it.each([
    ['general', '2023-12-31', 200_000, 'deminimis-general-1407/2013'],
    ['general', '2024-01-01', 300_000, 'deminimis-general-2023/2831'],
    ['agriculture', '2024-12-15', 20_000, 'deminimis-agriculture-2019/316'],
    ['agriculture', '2024-12-16', 50_000, 'deminimis-agriculture-2024/3118'],
    ['fishery', '2026-01-01', 40_000, 'deminimis-fishery-2023/2391'],
    ['sgei', '2026-01-01', 750_000, 'deminimis-sgei-2023/2832'],
  ] as const)('%s on %s: ceiling %d (%s)', (reg, day, ceiling, id) => {
    const l = deminimisLedger(reg, [], day);
    expect(l.ceilingEur).toBe(ceiling);
    expect(l.ruleVersion).toBe(id);
  });

  it('keeps the regulations apart', () => {
    const l = deminimisLedger('agriculture', grants, '2026-06-15');
    expect(l.usedEur).toBe(10_000);
    expect(l.headroomEur).toBe(40_000);
  });
});
