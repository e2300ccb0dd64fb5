import type { LegalBasis } from '@libs/shared';
import { legalMaxIntensity } from './legal-max-intensity';

describe('legal maximum intensity', () => {
  it.each`
    basis                                                                | size        | rate
    ${{ kind: 'gber', article: '17' }}                                   | ${'small'}  | ${0.2}
    ${{ kind: 'gber', article: '17' }}                                   | ${'micro'}  | ${0.2}
    ${{ kind: 'gber', article: '17' }}                                   | ${'medium'} | ${0.1}
    ${{ kind: 'gber', article: '17' }}                                   | ${'large'}  | ${0}
    ${{ kind: 'gber', article: '18' }}                                   | ${'medium'} | ${0.5}
    ${{ kind: 'gber', article: '29' }}                                   | ${'large'}  | ${0.15}
    ${{ kind: 'gber', article: '31' }}                                   | ${'small'}  | ${0.7}
    ${{ kind: 'gber', article: '31' }}                                   | ${'medium'} | ${0.6}
    ${{ kind: 'gber', article: '25', researchCategory: 'experimental' }} | ${'small'}  | ${0.6}
    ${{ kind: 'gber', article: '25', researchCategory: 'experimental' }} | ${'large'}  | ${0.4}
    ${{ kind: 'gber', article: '25', researchCategory: 'feasibility' }}  | ${'medium'} | ${0.6}
    ${{ kind: 'gber', article: '25', researchCategory: 'fundamental' }}  | ${'large'}  | ${1}
    ${{ kind: 'gber', article: '25' }}                                   | ${'small'}  | ${0.8}
    ${{ kind: 'gber', article: '25' }}                                   | ${'large'}  | ${0.65}
    ${{ kind: 'regional-aid-map' }}                                      | ${'small'}  | ${0.45}
    ${{ kind: 'regional-aid-map' }}                                      | ${'medium'} | ${0.35}
    ${{ kind: 'regional-aid-map' }}                                      | ${'large'}  | ${0.25}
  `('$basis.kind $basis.article $basis.researchCategory, $size: $rate', ({ basis, size, rate }) => {
    expect(legalMaxIntensity(basis as LegalBasis, size)?.rate).toBeCloseTo(rate, 10);
  });

  it.each<LegalBasis>([
    { kind: 'deminimis', regulation: 'general' },
    { kind: 'tax', law: 'FZulG' },
    { kind: 'none' },
    { kind: 'notified', reference: 'x' },
    { kind: 'gber', article: '99' },
  ])('has no intensity cap for %p', (basis) => {
    expect(legalMaxIntensity(basis, 'small')).toBeNull();
  });

  it('marks Art. 28 unverified', () => {
    expect(legalMaxIntensity({ kind: 'gber', article: '28' }, 'small')?.unverified).toMatch(/nicht/);
  });
});
