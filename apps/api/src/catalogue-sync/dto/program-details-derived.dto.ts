import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import { repairLostCharacters, wordsOf, type RepairRule } from '../domain/lost-characters';

const RULES: RepairRule[] = ['same-word-in-program', 'dash-between-words', 'quotation-marks'];

@ApiSchema({ name: 'ProgramSourceCharacterRepair' })
export class CharacterRepairDto {
  @ApiProperty({ description: 'Stelle des `?` im Text der Quelle (UTF-16-Einheiten, ab 0).' }) index!: number;
  @ApiProperty({ description: 'Das in der Anzeigeform gezeigte Zeichen.' }) replacement!: string;
  @ApiProperty({
    enum: RULES,
    description:
      '`same-word-in-program`: dasselbe Wort steht in den Texten desselben Programms mit dem Zeichen; ' +
      '`dash-between-words`: `?` mit Leerzeichen auf beiden Seiten zwischen Wörtern (im Deutschen steht vor ' +
      'einem Fragezeichen kein Leerzeichen), als Halbgeviertstrich gezeigt; `quotation-marks`: ein Paar `?` ' +
      'um eine Wortgruppe, das erste direkt vor einem Buchstaben, als „ und “ gezeigt.',
  })
  rule!: RepairRule;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Bei `same-word-in-program` das unversehrte Wort aus den Texten des Programms.',
  })
  evidence!: string | null;
}

@ApiSchema({ name: 'ProgramSourceDisplayText' })
export class DerivedDisplayTextDto {
  @ApiProperty({
    description:
      'JSON Pointer (RFC 6901) auf das Feld dieser Antwort, dessen Anzeigeform dies ist, z. B. `/title`, ' +
      '`/sections/eligibility/text`, `/contacts/0/institution`, `/links/1/title`.',
  })
  field!: string;
  @ApiProperty({ description: 'Die Anzeigeform: der Text der Quelle mit den unten genannten Ersetzungen.' })
  text!: string;
  @ApiProperty({ type: [CharacterRepairDto] }) repairs!: CharacterRepairDto[];
}

@ApiSchema({ name: 'ProgramSourceDerived' })
export class ProgramDetailsDerivedDto {
  @ApiProperty({
    type: [DerivedDisplayTextDto],
    description:
      'Abgeleitet, nicht der Text der Quelle. Der Export der Förderdatenbank liefert jedes Zeichen außerhalb ' +
      'von Latin-1 (Gedankenstriche, typografische Anführungszeichen, €, polnische oder tschechische ' +
      'Buchstaben) als `?`; die Felder dieser Antwort enthalten den Text unverändert. Hier steht eine ' +
      'Anzeigeform nur für Felder, in denen mindestens ein `?` nach einer der Regeln (`rule`) ersetzt ' +
      'werden konnte, ohne Wörterbuch; jedes andere `?` bleibt, ein echtes Fragezeichen immer. Die Ersetzung ' +
      'ist eine Lesehilfe: welches Zeichen die Quelle hatte, ist außer bei `same-word-in-program` nicht ' +
      'sicher (ein verlorener Geviertstrich wird als Halbgeviertstrich gezeigt). Für Zitate und Vergleiche ' +
      'gilt das Feld der Quelle.',
  })
  displayTexts!: DerivedDisplayTextDto[];
}

/** The fields of the details read a display form is offered for: JSON Pointer and the source's text. */
export type DisplayField = [pointer: string, text: string | null];

/** Display forms for the fields with at least one justified repair; the evidence is all the fields' words. */
export function derivedOf(
  fields: readonly DisplayField[],
  moreEvidence: readonly string[],
): ProgramDetailsDerivedDto {
  const words = wordsOf([...fields.map(([, text]) => text), ...moreEvidence]);
  const displayTexts: DerivedDisplayTextDto[] = [];
  for (const [field, source] of fields) {
    if (!source) continue;
    const { text, repairs } = repairLostCharacters(source, words);
    if (repairs.length > 0) displayTexts.push({ field, text, repairs });
  }
  return { displayTexts };
}
