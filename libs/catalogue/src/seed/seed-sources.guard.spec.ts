import { isOfficialUrl } from '@libs/shared';
import { seedPrograms } from './seed-catalogue';

describe('seed catalogue: a program links its funder’s page or the Förderdatenbank, or nothing', () => {
  const programs = seedPrograms();

  it.each(programs.map((p) => [p.id, p.source.url] as const))('%s', (_, url) => {
    // No official page verified: no link at all (the plan then says "amtliche Quelle nicht geprüft").
    if (url !== null) expect(isOfficialUrl(url)).toBe(true);
  });

  it('keeps the official links it has', () => {
    expect(programs.filter((p) => p.source.url !== null).length).toBeGreaterThanOrEqual(26);
  });
});
