import { aCandidate, aPlanInput, aProject } from '@libs/funding-plans/testing';
import { planFunding } from '@libs/funding-plans';
import { tenantIdOf } from '@libs/shared';
import type { FundingPlan } from './funding-plan';
import { renderSummary } from './render-summary';

const plan = (title: string): FundingPlan => ({
  id: '00000000-0000-4000-8000-000000000001',
  tenantId: tenantIdOf('00000000-0000-4000-8000-0000000000f1'),
  sandbox: false,
  title,
  request: {} as never,
  result: planFunding(
    aPlanInput({
      candidates: [
        aCandidate({ id: 'grw', name: 'GRW <Sachsen>', legalBasis: { kind: 'regional-aid-map' }, rate: 0.3 }),
      ],
    }),
  ),
  createdAt: new Date('2026-11-23T12:00:00Z'),
});

describe('renderSummary', () => {
  it('lists what to apply for first, by when, the amount and its source', () => {
    const html = renderSummary(plan('Halle 2'));
    expect(html).toContain('Zuerst beantragen:</strong> GRW &lt;Sachsen&gt; bis 31.08.2026');
    expect(html).toContain('300.000,00 EUR');
    expect(html).toContain('Fördergebietskarte');
  });

  it('escapes what the caller wrote', () => {
    const html = renderSummary(plan('<script>alert(1)</script>'));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;');
  });

  it('gives no incentive-effect advice for a tax measure, and never an empty date', () => {
    const fz = aCandidate({
      id: 'fz',
      name: 'Forschungszulage',
      instrument: 'tax',
      legalBasis: { kind: 'tax', law: 'FZulG' },
      costKinds: ['rdPersonnel'],
      rate: 0.25,
      requiresApplicationBeforeStart: false,
    });
    const only = {
      ...plan('FuE'),
      result: planFunding(
        aPlanInput({ candidates: [fz], project: aProject({ costs: { rdPersonnel: 100_000 } }) }),
      ),
    };
    const html = renderSummary(only);
    expect(html).not.toContain('Anreizeffekt');
    expect(html).not.toMatch(/bis —/u);
    expect(html).toContain('nach Vorhabensbeginn');
    expect(html).toContain('Antragsdatum 15.06.2026');
  });

  it('never tells the client to apply for a generic GBER measure: it names the ceiling and where to look', () => {
    const generic = plan('Schulung');
    generic.result = planFunding(
      aPlanInput({
        project: aProject({ costs: { training: 100_000 } }),
        candidates: [
          aCandidate({
            id: 'gber-art-31',
            name: 'Beihilfe nach AGVO Art. 31 über ein passendes Landes- oder Bundesprogramm (Ausbildungsbeihilfe)',
            legalBasis: { kind: 'gber', article: '31' },
            costKinds: ['training'],
            rate: 0.7,
            generic: true,
            notes: [
              { code: 'GENERIC_GBER_MEASURE', message: 'Allgemeine Maßnahme', legalSource: 'AGVO Art. 31' },
            ],
          }),
        ],
      }),
    );
    const html = renderSummary(generic);
    expect(html).not.toContain('Zuerst beantragen');
    expect(html).toContain(
      'kein eigener Antrag: Programm nach dieser Vorschrift suchen, Antrag bis 31.08.2026',
    );
  });
});
