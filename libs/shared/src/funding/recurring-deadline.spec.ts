import {
  deadlineOn,
  describeRecurringDeadline,
  formatRecurringDeadline,
  nextOccurrence,
  parseRecurringDeadline,
} from './recurring-deadline';

describe('recurring deadlines', () => {
  it.each([
    ['--05-15', { closes: { month: 5, day: 15 } }],
    ['--08-31/--10-15', { opens: { month: 8, day: 31 }, closes: { month: 10, day: 15 } }],
    ['--11-30 Folgejahr', { closes: { month: 11, day: 30 }, forFollowingYear: true }],
    ['--02-29', { closes: { month: 2, day: 29 } }],
  ])('reads and writes %s', (text, rule) => {
    expect(parseRecurringDeadline(text)).toEqual(rule);
    expect(formatRecurringDeadline(parseRecurringDeadline(text)!)).toBe(text);
  });

  it.each(['2027-05-15', '--02-30', '--13-01', '--5-15', '--05-15 Vorjahr', '--05-15/'])(
    'refuses %s',
    (text) => expect(parseRecurringDeadline(text)).toBeNull(),
  );

  it('says it in German', () => {
    expect(describeRecurringDeadline(parseRecurringDeadline('--08-31/--10-15 Folgejahr')!)).toBe(
      'jährlich vom 31. August bis 15. Oktober für das Folgejahr',
    );
  });

  it.each([
    ['--05-15', '2027-04-20', '2027-05-15', null],
    ['--05-15', '2027-05-15', '2027-05-15', null],
    ['--05-15', '2027-05-16', '2028-05-15', null],
    ['--08-31/--10-15', '2027-09-10', '2027-10-15', '2027-08-31'],
    ['--08-31/--10-15', '2027-10-16', '2028-10-15', '2028-08-31'],
    ['--11-15/--01-31', '2027-12-01', '2028-01-31', '2027-11-15'],
    ['--02-29', '2027-03-01', '2028-02-29', null],
    ['--02-29', '2026-12-01', '2027-02-28', null],
  ])('%s from %s closes on %s (opens %s)', (rule, today, closesOn, opensOn) => {
    expect(nextOccurrence(parseRecurringDeadline(rule)!, today)).toEqual({ closesOn, opensOn });
  });

  it('a fixed deadline wins over a rule; without either there is none', () => {
    const rule = parseRecurringDeadline('--05-15')!;
    expect(
      deadlineOn({ applicationDeadline: '2027-01-31', terms: { recurringDeadline: rule } }, '2027-01-01'),
    ).toEqual({ closesOn: '2027-01-31', opensOn: null });
    expect(
      deadlineOn({ applicationDeadline: null, terms: { recurringDeadline: rule } }, '2027-06-01')?.closesOn,
    ).toBe('2028-05-15');
    expect(deadlineOn({ applicationDeadline: null, terms: {} }, '2027-06-01')).toBeNull();
  });
});
