import { repairLostCharacters, wordsOf } from './lost-characters';

const none = new Set<string>();

describe('repairLostCharacters: a display form, only where a rule justifies it', () => {
  it.each([
    // dash between words (German puts no space before a question mark)
    ['Gründungszuschuss ? Hilfe beim Start', 'Gründungszuschuss – Hilfe beim Start'],
    ['Sozialgesetzbuch (SGB III ? Arbeitsförderung)', 'Sozialgesetzbuch (SGB III – Arbeitsförderung)'],
    ['Richtlinie\u00a0? § 3 gilt', 'Richtlinie\u00a0– § 3 gilt'],
    ['Förderung (Bayern) ? 2026 neu', 'Förderung (Bayern) – 2026 neu'],
    // a pair of quotation marks around a word group
    ['Abkommen (?Minitraité?) über Filme', 'Abkommen („Minitraité“) über Filme'],
    ['Das Programm ?Digital Jetzt? endete.', 'Das Programm „Digital Jetzt“ endete.'],
    ['?Gründen in Sachsen?, ein Wettbewerb', '„Gründen in Sachsen“, ein Wettbewerb'],
    ['Wer kann ?Go Inno? nutzen? Unternehmen.', 'Wer kann „Go Inno“ nutzen? Unternehmen.'],
  ])('repairs %j', (source, display) => {
    const { text, repairs } = repairLostCharacters(source, none);
    expect(text).toBe(display);
    expect(text).toHaveLength(source.length);
    for (const r of repairs) expect(source[r.index]).toBe('?');
  });

  it.each([
    // real question marks
    'Was wird gefördert? Investitionen in Maschinen.',
    'Wer? Wie? Was?',
    'Ist das förderfähig ?',
    // after a digit or a full stop a euro sign may have been lost
    'Zuschuss bis 500 ? je Antrag',
    'bis zu 2 Mio. ? Darlehen',
    // digits on both sides: a range or a lost thin space
    'Förderperiode 2021?2027',
    'bis 10?000 Euro',
    // a lost letter without evidence
    'Partnerstadt Wroc?aw',
    // too short to be a quotation (Łódź arrives as ?ód?)
    'Region ?ód? und Umgebung',
    // a real question mark inside lost quotation marks: not claimed
    'Die Frage ?Was ist neu?? beantwortet das Merkblatt.',
    // an address with a real query separator
    'Siehe https://example.org/seite?id=5 und www.example.org/a?b=c',
    // a `?` at the end of a dash pair: no word after it
    'Filmförderungsanstalt ? Bundesanstalt des öffentlichen Rechts ?',
  ])('leaves %j as it is where no rule justifies more', (source) => {
    const { text, repairs } = repairLostCharacters(source, none);
    expect(repairs.filter((r) => r.rule !== 'dash-between-words')).toEqual([]);
    if (!source.includes('Filmförderungsanstalt')) expect(text).toBe(source);
    else expect(text).toBe('Filmförderungsanstalt – Bundesanstalt des öffentlichen Rechts ?');
  });

  it('repairs a lost letter with the spelling the same program holds intact, and only an unambiguous one', () => {
    const words = wordsOf(['Partnerstadt Wrocław (Polen)', 'Förderung für Betriebe', 'Maße und Made']);
    expect(repairLostCharacters('Kooperation mit Wroc?aw', words)).toEqual({
      text: 'Kooperation mit Wrocław',
      repairs: [{ index: 20, replacement: 'ł', rule: 'same-word-in-program', evidence: 'Wrocław' }],
    });
    expect(repairLostCharacters('Zuschuss f?r Betriebe', words).text).toBe('Zuschuss für Betriebe');
    // Two spellings fit (Maße, Made): which one was lost cannot be told.
    expect(repairLostCharacters('die Ma?e', words)).toEqual({ text: 'die Ma?e', repairs: [] });
    // A word of another case is no evidence (case tells nouns apart in German).
    expect(repairLostCharacters('F?r alle', words).text).toBe('F?r alle');
    // No intact word: left alone.
    expect(repairLostCharacters('Br?ssel', words).text).toBe('Br?ssel');
  });

  it('never touches a string without `?`, and the evidence never holds a `?`', () => {
    const words = wordsOf(['Maße', 'W?rter bleiben draußen', 'für']);
    expect(words.has('W?rter')).toBe(false);
    expect(words.has('für')).toBe(true);
    for (const s of ['für Betriebe', '', 'Ende – Anfang', '„zitiert“'])
      expect(repairLostCharacters(s, words)).toEqual({ text: s, repairs: [] });
  });
});
