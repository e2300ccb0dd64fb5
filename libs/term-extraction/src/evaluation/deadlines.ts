import { deadline, sentence, trap, type EvalSentence } from './eval-types';

/** Application deadlines in the formats funding texts use, and dates that are no deadline. */
export const DEADLINE_SENTENCES: EvalSentence[] = [
  sentence('Anträge können bis zum 30. Juni 2026 gestellt werden.', deadline('2026-06-30')),
  sentence('Anträge sind bis zum 30.6.2026 einzureichen.', deadline('2026-06-30')),
  sentence('Die Antragsfrist endet am 31.12.2026.', deadline('2026-12-31')),
  sentence('Antragsschluss ist der 15.09.2026.', deadline('2026-09-15')),
  sentence('Stichtag für die Einreichung von Anträgen ist der 1. März 2027.', deadline('2027-03-01')),
  sentence(
    'Der Antrag muss spätestens am 31. Oktober 2026 bei der Bewilligungsstelle eingegangen sein.',
    deadline('2026-10-31'),
  ),
  sentence(
    'Förderanträge werden bis einschließlich 28. Februar 2027 entgegengenommen.',
    deadline('2027-02-28'),
  ),
  sentence('Die Einreichungsfrist endet am 15. Januar 2027 um 12:00 Uhr.', deadline('2027-01-15')),
  sentence(
    'Anträge können noch bis 31.03.2026 über das Förderportal gestellt werden.',
    deadline('2026-03-31'),
  ),
  sentence('Die Frist zur Antragstellung läuft bis zum 30. September 2026.', deadline('2026-09-30')),
  sentence(
    'Bewerbungen sind bis zum 1. Dezember 2026 an die Projektträgerin zu richten.',
    deadline('2026-12-01'),
  ),
  sentence('Letzter Termin für die Antragstellung ist der 30. April 2026.', deadline('2026-04-30')),
  sentence('Anträge sind spätestens bis 15.11.2026 elektronisch einzureichen.', deadline('2026-11-15')),
  sentence('Projektskizzen sind bis zum 15. März 2026 einzureichen.', deadline('2026-03-15', 'conditional')),
  sentence(
    'Die Frist für die Vorlage von Projektskizzen endet am 31. Mai 2026.',
    deadline('2026-05-31', 'conditional'),
  ),
  sentence(
    'Interessenbekundungen können bis zum 30.04.2026 eingereicht werden.',
    deadline('2026-04-30', 'conditional'),
  ),
  trap('Die Richtlinie tritt am 1. Januar 2024 in Kraft.', 'entry into force'),
  trap(
    'Die Richtlinie tritt am 1. Januar 2024 in Kraft und gilt bis zum 31. Dezember 2027.',
    'entry into force and end of term',
  ),
  trap('Die Laufzeit des Programms endet am 31.12.2028.', 'end of the program’s term'),
  trap('Das Vorhaben muss bis zum 30.06.2027 abgeschlossen sein.', 'end of the project'),
  trap('Der Verwendungsnachweis ist bis zum 31. März 2027 vorzulegen.', 'proof of use'),
  trap('Die Antragstellung ist ab dem 1. April 2026 möglich.', 'the opening date'),
  trap('Anträge müssen vor Beginn des Vorhabens gestellt werden.', 'no date'),
  trap('Förderfähig sind Ausgaben, die nach dem 1. Januar 2026 entstanden sind.', 'start of eligible costs'),
  trap('Der Bewilligungszeitraum endet spätestens am 31.12.2029.', 'end of the grant period'),
  trap('Die Mittel müssen bis zum 30. November 2026 abgerufen werden.', 'drawdown, not application'),
  trap('Die Auswahlentscheidung wird bis zum 15. Juli 2026 getroffen.', 'the selection date'),
  trap('Das Unternehmen muss vor dem 1. Januar 2020 gegründet worden sein.', 'founding date'),
  trap('Die Neufassung der Richtlinie vom 12. Mai 2025 ersetzt die bisherige Fassung.', 'date of the text'),
  trap('Die Zweckbindungsfrist endet fünf Jahre nach Abschluss des Vorhabens.', 'no date'),
  trap('Anträge können laufend gestellt werden.', 'open call, no deadline'),
];
