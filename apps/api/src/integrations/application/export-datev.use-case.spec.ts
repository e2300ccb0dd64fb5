import { FixedClock, tenantIdOf } from '@libs/shared';
import type { DatevSettings } from '../domain/datev-settings';
import { parseExtf } from '../testing/extf-parser';
import { InMemoryDatevSettings } from '../testing/in-memory-datev-settings';
import { ExportDatev, type DatevExportCommand } from './export-datev.use-case';
import { DatevSettingsIncompleteError } from './integration.errors';

const live = { tenantId: tenantIdOf('6f1c2f0e-6f5b-4f35-9a7e-0d6a3c1b2e11'), sandbox: false };
const sandbox = { ...live, sandbox: true };

const settings: DatevSettings = {
  beraterNummer: 29098,
  mandantenNummer: 55003,
  wirtschaftsjahrBeginnMonatTag: '07-01',
  sachkontenlaenge: 5,
  skr: '04',
  konto: '13500',
  gegenkonto: '47900',
  buSchluessel: '40',
};

const command: DatevExportCommand = {
  period: { from: '2026-01-01', to: '2026-03-31' },
  grants: [{ belegdatum: '2026-02-01', amountEur: 1000, belegfeld1: 'BAFA-1', buchungstext: 'Zuschuss' }],
};

describe('ExportDatev with the tenant’s settings', () => {
  let store: InMemoryDatevSettings;
  let exportDatev: ExportDatev;
  beforeEach(async () => {
    store = new InMemoryDatevSettings();
    exportDatev = new ExportDatev(new FixedClock(new Date('2026-11-26T12:00:00Z')), store);
    await store.save(live, settings, new Date('2026-11-01T00:00:00Z'));
  });

  const headerAndFirstRow = (bytes: Buffer) => {
    const parsed = parseExtf(bytes);
    return {
      header: parsed.header.slice(10, 16).map((f) => f.value),
      skr: parsed.header[26]?.value,
      row: [6, 7, 8].map((i) => parsed.rows[0]![i]!.value),
    };
  };

  it('books on the stored accounts, in the fiscal year that the stored start gives the period', async () => {
    const result = await exportDatev.execute(live, command);
    expect(headerAndFirstRow(result.bytes)).toEqual({
      // a fiscal year from 1 July: January 2026 lies in the one that began on 2025-07-01
      header: ['29098', '55003', '20250701', '5', '20260101', '20260331'],
      skr: '04',
      row: ['13500', '47900', '40'],
    });
  });

  it('lets each field of the request win over its setting, and an empty BU key drop the stored one', async () => {
    const result = await exportDatev.execute(live, {
      ...command,
      mandantenNummer: 7,
      wirtschaftsjahrBeginn: '2026-01-01',
      accounts: { gegenkonto: '48000', buSchluessel: '' },
    });
    expect(headerAndFirstRow(result.bytes)).toEqual({
      header: ['29098', '7', '20260101', '5', '20260101', '20260331'],
      skr: '04',
      row: ['13500', '48000', ''],
    });
  });

  it('names every field that neither the request nor the settings give (sandbox has none of live’s)', async () => {
    const refusal = exportDatev.execute(sandbox, { ...command, skr: '03', accounts: { konto: '1548' } });
    await expect(refusal).rejects.toBeInstanceOf(DatevSettingsIncompleteError);
    await expect(refusal).rejects.toMatchObject({
      message: expect.stringContaining(
        'fehlen: Beraternummer, Mandantennummer, Beginn des Wirtschaftsjahres, Sachkontenlänge, Gegenkonto.',
      ),
      details: {
        missing: [
          'beraterNummer',
          'mandantenNummer',
          'wirtschaftsjahrBeginn',
          'sachkontenlaenge',
          'accounts.gegenkonto',
        ],
      },
    });
  });
});
