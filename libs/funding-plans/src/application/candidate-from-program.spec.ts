import { aSubsidyProgram } from '@libs/subsidy-engine/testing';
import { candidateFromProgram } from './candidate-from-program';

const program = (overrides: Parameters<typeof aSubsidyProgram>[0] = {}) => ({
  ...aSubsidyProgram(overrides),
  name: 'P',
});

const DAY = '2026-06-15';

describe('candidateFromProgram', () => {
  it.each([
    [{ kind: 'regional-aid-map' as const }, 'zuschuss', ['investment']],
    [{ kind: 'gber' as const, article: '25' }, 'zuschuss', ['rdPersonnel', 'contractResearch']],
    [{ kind: 'gber' as const, article: '18' }, 'beratung', ['consulting']],
    [{ kind: 'gber' as const, article: '31' }, 'zuschuss', ['training']],
    [{ kind: 'tax' as const, law: 'FZulG' }, 'steuervorteil', ['rdPersonnel', 'contractResearch']],
    // No default any more: a de-minimis loan names no costs unless curated (it used to be investment + operating).
    [{ kind: 'deminimis' as const, regulation: 'general' as const }, 'darlehen', []],
    [{ kind: 'none' as const }, 'zuschuss', []],
  ])('%j (%s) funds %j', (legalBasis, category, kinds) => {
    const p = program({ category: category as never });
    const c = candidateFromProgram({ ...p, terms: { ...p.terms, legalBasis } }, 0.3, undefined, DAY);
    expect(c?.costKinds).toEqual(kinds);
  });

  it('does not plan equity or tax deductions without project costs', () => {
    const equity = program({ category: 'beteiligung' });
    expect(candidateFromProgram(equity, 1, undefined, DAY)).toBeNull();
    const p = program({ category: 'steuervorteil' });
    expect(
      candidateFromProgram(
        { ...p, terms: { ...p.terms, legalBasis: { kind: 'tax', law: 'EStG § 7g' } } },
        0.5,
        undefined,
        DAY,
      ),
    ).toBeNull();
  });

  it('turns a cap on eligible costs into a cap on the amount at the rate (ZIM: 550,000 x 40 %)', () => {
    const p = program({ maxAmount: 500_000 });
    const c = candidateFromProgram(
      { ...p, terms: { ...p.terms, rate: { ...p.terms.rate, eligibleCostsMaxEur: 550_000 } } },
      0.4,
      undefined,
      DAY,
    );
    expect(c?.maxAmountEur).toBe(220_000);
  });

  it('takes the caller’s terms and rules for the program', () => {
    const c = candidateFromProgram(
      program({ category: 'darlehen' }),
      1,
      {
        programId: 'x',
        loan: { interestRatePercent: 1, termYears: 5 },
        exclusiveWith: ['y'],
        reducibleToDeminimisHeadroom: true,
      },
      DAY,
    );
    expect(c).toMatchObject({
      instrument: 'loan',
      loan: { interestRatePercent: 1, termYears: 5 },
      exclusiveWith: ['y'],
      reducibleToDeminimisHeadroom: true,
      requiresApplicationBeforeStart: true,
    });
  });

  it('takes the curated cost kinds where the legal basis names none (EIC Pathfinder: research, not machinery)', () => {
    const p = { ...program(), id: 'eu-eic-pathfinder-open' };
    const terms = {
      ...p.terms,
      legalBasis: { kind: 'none' as const },
      fundedCosts: ['rdPersonnel' as const],
    };
    const c = candidateFromProgram({ ...p, terms }, 1, undefined, DAY);
    expect(c?.costKinds).toEqual(['rdPersonnel']);
    expect(c?.unionFunding?.rate).toBe(1);
  });

  it('marks Union funding with its Union rate (EIC Accelerator 70 %) and an announced program with its opening', () => {
    const eic = { ...program(), id: 'eu-eic-accelerator' };
    expect(candidateFromProgram(eic, 0.7, undefined, DAY)?.unionFunding?.rate).toBe(0.7);
    const planned = program({ status: 'geplant' });
    const c = candidateFromProgram(
      { ...planned, terms: { ...planned.terms, applicationsOpenFrom: '2025-09-01' } },
      0.5,
      undefined,
      DAY,
    );
    expect(c).toMatchObject({ announced: true, opensOn: '2025-09-01' });
  });

  it('cites the GRW law and framework as the legal text of regional aid, the program page only beside it', () => {
    const p = program({ category: 'zuschuss' });
    const c = candidateFromProgram(
      {
        ...p,
        terms: { ...p.terms, legalBasis: { kind: 'regional-aid-map' } },
        source: { url: 'https://bank.example/grw' },
      },
      0.3,
      undefined,
      DAY,
    );
    expect(c?.legalSource).toMatch(/^§ 1 GRWG .*Koordinierungsrahmen.*Programmseite: /u);
    // A page outside the official hosts is not cited; the citation says the official source is not verified.
    expect(c?.legalSource).not.toContain('bank.example');
    expect(c?.legalSource).toMatch(
      /Programmseite: Quelle im Katalogeintrag, amtliche Quelle nicht geprüft$/u,
    );
  });

  it('cites the program page where it is the funder’s or the Förderdatenbank’s', () => {
    const url = 'https://www.foerderdatenbank.de/FDB/Content/DE/Foerderprogramm/Bund/x.html';
    const c = candidateFromProgram({ ...program({}), source: { url } }, 0.3, undefined, DAY);
    expect(c?.legalSource).toBe(`Richtlinie ${program({}).name} (${url})`);
  });
});
