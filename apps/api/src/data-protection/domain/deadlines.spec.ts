import {
  addCalendarMonths,
  berlinDate,
  daysUntil,
  extendedDueDate,
  requestDueDate,
  retentionEnd,
  statutoryCutoff,
} from './deadlines';

describe('Art. 12(3) deadlines: calendar months, clamped at month ends', () => {
  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2028-01-31', 1, '2028-02-29'], // leap year
    ['2026-01-30', 1, '2026-02-28'],
    ['2026-01-28', 1, '2026-02-28'],
    ['2026-03-31', 1, '2026-04-30'],
    ['2026-04-30', 1, '2026-05-30'], // not the month's end: the same day
    ['2026-12-15', 1, '2027-01-15'],
    ['2026-12-31', 1, '2027-01-31'],
    ['2026-11-30', 3, '2027-02-28'],
    ['2026-02-28', 1, '2026-03-28'],
  ])('%s + %i month(s) = %s', (from, months, due) => {
    expect(addCalendarMonths(from, months)).toBe(due);
  });

  it('counts from the German date of receipt, not the UTC one', () => {
    // 23:30 UTC on 31 January is 00:30 on 1 February in Berlin: due 1 March, not 28 February.
    expect(berlinDate(new Date('2026-01-31T23:30:00Z'))).toBe('2026-02-01');
    expect(requestDueDate(new Date('2026-01-31T23:30:00Z'))).toBe('2026-03-01');
    expect(requestDueDate(new Date('2026-01-31T10:00:00Z'))).toBe('2026-02-28');
    expect(extendedDueDate(new Date('2026-01-31T10:00:00Z'))).toBe('2026-04-30');
  });

  it('counts days to a due date, negative when overdue', () => {
    expect(daysUntil(new Date('2026-02-21T12:00:00Z'), '2026-02-28')).toBe(7);
    expect(daysUntil(new Date('2026-03-02T12:00:00Z'), '2026-02-28')).toBe(-2);
  });
});

describe('§ 147 AO / § 257 HGB retention: from the end of the calendar year', () => {
  it.each([
    ['2025-03-10T10:00:00Z', 6, '2031-12-31'],
    ['2025-03-10T10:00:00Z', 8, '2033-12-31'],
    ['2025-03-10T10:00:00Z', 10, '2035-12-31'],
    ['2025-01-01T00:00:00Z', 10, '2035-12-31'],
    ['2025-12-31T23:30:00Z', 6, '2032-12-31'], // already 1 January 2026 in Germany
  ])('a record of %s kept %i years is kept until %s', (at, years, end) => {
    expect(retentionEnd(new Date(at), years)).toBe(end);
  });

  it('deletes from the first day after the retention end, not a day earlier', () => {
    const record = new Date('2025-03-10T10:00:00Z');
    // On 31 December 2031 the record (end 2031-12-31) is still before no cutoff it may pass.
    expect(record < statutoryCutoff(new Date('2031-12-31T10:00:00Z'), 6)).toBe(false);
    expect(record < statutoryCutoff(new Date('2032-01-01T10:00:00Z'), 6)).toBe(true);
  });

  // retentionEnd and statutoryCutoff must agree on every record: deletable exactly when the end has passed.
  it.each([
    ['2025-03-10T10:00:00Z', 6, '2031-12-31T22:59:59Z', false], // 23:59:59 on 31 December in Germany
    ['2025-03-10T10:00:00Z', 6, '2031-12-31T23:00:00Z', true], // midnight, 1 January 2032 in Germany
    ['2025-12-31T22:59:00Z', 6, '2032-01-01T10:00:00Z', true], // 23:59 on 31 December 2025 in Germany
    ['2025-12-31T23:30:00Z', 6, '2032-01-01T10:00:00Z', false], // already 2026 in Germany: until 2032-12-31
    ['2025-12-31T23:30:00Z', 6, '2033-01-01T10:00:00Z', true],
    ['2016-06-30T12:00:00Z', 10, '2026-12-31T12:00:00Z', false],
    ['2016-06-30T12:00:00Z', 10, '2027-01-01T12:00:00Z', true],
    ['2018-06-30T12:00:00Z', 8, '2027-01-01T12:00:00Z', true], // Buchungsbelege, 8 years (BEG IV)
  ])('a record of %s kept %i years: on %s deletable = %s', (at, years, today, deletable) => {
    const record = new Date(at);
    expect(record < statutoryCutoff(new Date(today), years)).toBe(deletable);
    expect(retentionEnd(record, years) < berlinDate(new Date(today))).toBe(deletable);
  });
});
