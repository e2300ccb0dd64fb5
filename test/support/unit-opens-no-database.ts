/**
 * The unit project's setup (jest.config.js): a unit spec (`*.spec.ts` beside the code) opens no database. CI runs
 * the unit project once and every other project on both databases (.ci/run); a unit spec that opened the app's
 * database would be tested on one of them only. So here the two ways to open it fail: a TypeORM DataSource
 * (the app's database, whatever the configuration) and the test database helper. A spec that needs a database
 * belongs in test/integration (`*.int-spec.ts`) or test/e2e (`*.e2e-spec.ts`). The mocks load nothing until a
 * spec imports the module, so the suites that never touch a database pay nothing.
 */
const OPENS_NO_DATABASE =
  'A unit spec (*.spec.ts) opens no database: CI runs it once, not on both databases. ' +
  'Move the test to test/integration (*.int-spec.ts) or test/e2e (*.e2e-spec.ts).';

jest.mock('typeorm', () => {
  const actual = jest.requireActual<typeof import('typeorm')>('typeorm');
  class UnitDataSource extends actual.DataSource {
    override initialize(): Promise<this> {
      return Promise.reject(new Error(OPENS_NO_DATABASE));
    }
  }
  return { ...actual, DataSource: UnitDataSource };
});

jest.mock('./test-database', () => ({
  ...jest.requireActual<typeof import('./test-database')>('./test-database'),
  createTestDatabase: () => Promise.reject(new Error(OPENS_NO_DATABASE)),
}));
