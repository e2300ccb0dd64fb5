import { FixedClock, tenantIdOf } from '@libs/shared';
import { RequestValidationError } from '../../platform/errors/request-validation.error';
import type { DatevSettings } from '../domain/datev-settings';
import { InMemoryDatevSettings } from '../testing/in-memory-datev-settings';
import { SaveDatevSettings } from './save-datev-settings.use-case';

const scope = { tenantId: tenantIdOf('0b6f3c62-93a4-4d0e-8f57-3b1c8f3f6a10'), sandbox: false };
const valid: DatevSettings = {
  beraterNummer: 29098,
  mandantenNummer: 55003,
  wirtschaftsjahrBeginnMonatTag: '01-01',
  sachkontenlaenge: 4,
  skr: '03',
  konto: '1548',
  gegenkonto: '2744',
  buSchluessel: null,
};

describe('SaveDatevSettings', () => {
  const store = new InMemoryDatevSettings();
  const save = new SaveDatevSettings(store, new FixedClock(new Date('2026-11-26T12:00:00Z')));

  it('stores settings whose accounts have the Sachkontenlänge or one digit more (Personenkonto)', async () => {
    await save.execute(scope, { ...valid, konto: '15480' });
    expect(await store.find(scope)).toMatchObject({
      konto: '15480',
      updatedAt: new Date('2026-11-26T12:00:00Z'),
    });
  });

  it('refuses, field by field in German, what the types let through', async () => {
    const attempt = save.execute(scope, {
      ...valid,
      wirtschaftsjahrBeginnMonatTag: '02-29',
      konto: '154',
      gegenkonto: '274400',
      buSchluessel: '4x',
    });
    await expect(attempt).rejects.toBeInstanceOf(RequestValidationError);
    const issues = await attempt.then(
      () => [],
      (e: RequestValidationError) => e.issues,
    );
    expect(issues.map((i) => i.path[0])).toEqual([
      'wirtschaftsjahrBeginnMonatTag',
      'konto',
      'gegenkonto',
      'buSchluessel',
    ]);
    expect(issues[1]!.message).toBe(
      'Muss aus 4 Ziffern (Sachkonto) oder 5 Ziffern (Personenkonto) bestehen, wie die Sachkontenlänge 4 verlangt.',
    );
    for (const monthDay of ['13-01', '04-31', '1-01']) {
      await expect(
        save.execute(scope, { ...valid, wirtschaftsjahrBeginnMonatTag: monthDay }),
      ).rejects.toBeInstanceOf(RequestValidationError);
    }
  });
});
