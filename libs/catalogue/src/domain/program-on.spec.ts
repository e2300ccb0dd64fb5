import { aProgram } from '../testing/program.builder';
import { hasRecurringDeadline, programOn } from './program-on';

describe('programOn', () => {
  const yearly = aProgram({
    id: 'jaehrlich',
    terms: { ...aProgram().terms, recurringDeadline: { closes: { month: 5, day: 15 } } },
  });
  const window = aProgram({
    id: 'zeitraum',
    terms: {
      ...aProgram().terms,
      recurringDeadline: { opens: { month: 8, day: 31 }, closes: { month: 10, day: 15 } },
    },
  });

  it('gives a recurring deadline its next occurrence as the date, and a window its opening day', () => {
    expect(programOn(yearly, '2027-05-16').applicationDeadline).toBe('2028-05-15');
    const inWindow = programOn(window, '2027-06-01');
    expect(inWindow.applicationDeadline).toBe('2027-10-15');
    expect(inWindow.terms.applicationsOpenFrom).toBe('2027-08-31');
    expect(inWindow.terms.recurringDeadline).toEqual(window.terms.recurringDeadline);
  });

  it('leaves a program with a fixed deadline or none as it is', () => {
    const fixed = aProgram({ id: 'fest', applicationDeadline: '2027-03-31' });
    expect(programOn(fixed, '2027-01-01')).toBe(fixed);
    const none = aProgram({ id: 'ohne' });
    expect(programOn(none, '2027-01-01')).toBe(none);
    expect(hasRecurringDeadline([fixed, none])).toBe(false);
    expect(hasRecurringDeadline([fixed, yearly])).toBe(true);
  });
});
