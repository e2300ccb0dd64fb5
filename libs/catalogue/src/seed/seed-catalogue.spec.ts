import { seedPrograms } from './seed-catalogue';

describe('seed catalogue', () => {
  const programs = seedPrograms();

  it('maps all 107 research records', () => {
    expect(programs).toHaveLength(107);
    expect(new Set(programs.map((p) => p.id)).size).toBe(107);
  });

  it('gives every program a real cap, never 0 as "unknown"', () => {
    for (const p of programs) expect(p.maxAmount).toBeGreaterThan(0);
  });

  it('resolves the 5 null statuses to inaktiv and says why', () => {
    const datipilot = programs.find((p) => p.id === 'bmbf-datipilot-innovationssprints');
    expect(datipilot?.status).toBe('inaktiv');
    expect(datipilot?.source.note).toMatch(/Status/);
  });

  it('takes the legal ceiling where the program states none (GRW: regional aid notification threshold)', () => {
    const grw = programs.find((p) => p.id === 'bmwk-grw-gewerbliche-investitionen');
    expect(grw?.terms.maxAmountBasis).toBe('legal-ceiling');
    expect(grw?.maxAmount).toBe(18_750_000);
  });

  it('keeps the ended programs ended (Digital Jetzt 2023, go-digital 2024)', () => {
    expect(programs.find((p) => p.id === 'bmwk-digital-jetzt')?.status).toBe('ausgelaufen');
    expect(programs.find((p) => p.id === 'bmwk-go-digital')?.status).toBe('ausgelaufen');
  });

  it('names successors only for programs that ended, and only programs of the seed', () => {
    const byId = new Map(programs.map((p) => [p.id, p]));
    const named = programs.filter((p) => p.successorId !== undefined);
    expect(named.map((p) => [p.id, p.successorId])).toEqual([
      ['nw-gruenderstipendium-nrw', 'nw-gruendungsstipendium-nrw'],
    ]);
    for (const p of named) {
      expect(p.status).toBe('ausgelaufen');
      expect(byId.get(p.successorId!)?.status).toBe('aktiv');
    }
  });
});
