/**
 * Quickstart: list programs, compute a subsidy, find matches.
 *
 *   FM_API_KEY=fm_test_… FM_BASE_URL=http://localhost:3000 npx tsx libs/sdk/examples/quickstart.ts
 *
 * (or compile it with `tsc`; any runner for TypeScript works). `npm start` prints a demo key on first start.
 */
import { FoerdermittelApiError, FoerdermittelClient } from '../src/index.js';

async function main(): Promise<void> {
  const apiKey = process.env.FM_API_KEY;
  if (!apiKey) throw new Error('Set FM_API_KEY to an API key (fm_live_… or fm_test_…)');
  const api = new FoerdermittelClient({
    baseUrl: process.env.FM_BASE_URL ?? 'http://localhost:3000',
    credentials: { apiKey }, // Authorization: Bearer <key>; { apiKey, apiKeyIn: 'header' } sends X-API-Key
  });

  const page = await api.listPrograms({ category: 'zuschuss', region: 'SN', limit: 5 });
  console.log(`${page.total} Zuschussprogramme in Sachsen, die ersten ${page.programs.length}:`);
  for (const p of page.programs) console.log(`  ${p.id}: ${p.name} (bis ${p.maxAmount} EUR)`);

  const profile = { employeeCount: 12, revenueEur: 1_500_000, federalState: 'SN', industryCode: '62.01' };
  const calculation = await api.createCalculation({
    programId: 'bafa-foerderung-unternehmensberatungen-kmu',
    projectBudgetEur: 3500,
    applicantProfile: profile,
  });
  console.log(
    `Förderung: ${calculation.estimatedSubsidyEur} EUR (${Math.round(calculation.effectiveSubsidyRate * 100)} %)`,
    calculation.cumulationWarnings.map((w) => `${w.severity}: ${w.message}`),
  );

  const { matches } = await api.findMatches({ profile, categories: ['zuschuss', 'beratung'], limit: 3 });
  for (const m of matches) console.log(`  ${m.score.toFixed(1)}  ${m.programName}: ${m.reasons[0] ?? ''}`);
}

main().catch((err: unknown) => {
  if (err instanceof FoerdermittelApiError)
    console.error(`${err.status} ${err.code}: ${err.message}`, err.issues);
  else console.error(err);
  process.exit(1);
});
