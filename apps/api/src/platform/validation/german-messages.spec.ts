import { IsString, Matches, validateSync } from 'class-validator';
import { toIssues } from './german-messages';

class Sample {
  @IsString()
  @Matches(/^\d{4,9}$/, { message: 'muss 4 bis 9 Ziffern haben' })
  account!: string;

  @Matches(/^[a-z]+$/)
  code!: string;
}

const issuesOf = (value: Record<string, unknown>) =>
  toIssues(validateSync(Object.assign(new Sample(), value)));

describe('German validation messages', () => {
  it("uses the DTO's own (German) message for a constraint without a text of its own, as a sentence", () => {
    expect(issuesOf({ account: '12', code: 'abc' })).toEqual([
      { path: ['account'], message: 'Muss 4 bis 9 Ziffern haben.' },
    ]);
  });

  it("never shows class-validator's English default: a constraint without any message stays generic", () => {
    expect(issuesOf({ account: '1234', code: 'ABC' })).toEqual([
      { path: ['code'], message: 'Ungültiger Wert (matches).' },
    ]);
  });

  it('keeps the known texts for known constraints', () => {
    expect(issuesOf({ account: 12, code: 'abc' })).toEqual([
      { path: ['account'], message: 'Muss eine Zeichenkette sein.' },
    ]);
  });
});
