// The operations measured, with requests that answer 2xx. The profile is the same Saxon IT SME the e2e tests use.
const PROFILE = {
  employeeCount: 45,
  revenueEur: 12_000_000,
  balanceSheetEur: 8_000_000,
  federalState: 'SN',
  industryCode: '62.01',
};
/** A real program, present at every size, so the by-id and calculation responses do not change with size. */
export const SAMPLE_PROGRAM = 'bafa-foerderung-unternehmensberatungen-kmu';

/** `total` and `limit` come from the first page, so the deep page is the last full page of the catalogue. */
export function endpoints({ total, limit }) {
  const deepOffset = Math.max(0, total - limit);
  const post = (path, body) => ({ method: 'POST', path, body: JSON.stringify(body) });
  return [
    { key: 'programs.first', label: 'GET /programs (first page)', method: 'GET', path: '/api/v1/programs' },
    {
      key: 'programs.filtered',
      label: 'GET /programs?region=SN&category=zuschuss',
      method: 'GET',
      path: '/api/v1/programs?region=SN&category=zuschuss',
    },
    {
      key: 'programs.deep',
      label: `GET /programs?offset=${deepOffset}`,
      method: 'GET',
      path: `/api/v1/programs?offset=${deepOffset}`,
    },
    {
      key: 'programs.byId',
      label: 'GET /programs/{id}',
      method: 'GET',
      path: `/api/v1/programs/${SAMPLE_PROGRAM}`,
    },
    {
      key: 'calculations',
      label: 'POST /calculations',
      ...post('/api/v1/calculations', {
        programId: SAMPLE_PROGRAM,
        projectBudgetEur: 3500,
        applicantProfile: PROFILE,
      }),
    },
    // Program search (ADR 0023): text with filters and every facet, and a browse without text.
    {
      key: 'search.text',
      label: 'GET /v2/programs/search?q=Digitalisierung Handwerk&region=SN&openNow',
      method: 'GET',
      path: '/api/v2/programs/search?q=Digitalisierung%20Handwerk&region=SN&openNow=true',
    },
    {
      key: 'search.browse',
      label: 'GET /v2/programs/search?category=zuschuss,kredit&companySize=small&sort=deadline',
      method: 'GET',
      path: '/api/v2/programs/search?category=zuschuss,kredit&companySize=small&sort=deadline',
    },
    { key: 'matches.default', label: 'POST /matches', ...post('/api/v1/matches', { profile: PROFILE }) },
    {
      key: 'matches.limit50',
      label: 'POST /matches (limit 50)',
      ...post('/api/v1/matches', { profile: PROFILE, limit: 50 }),
    },
  ];
}
