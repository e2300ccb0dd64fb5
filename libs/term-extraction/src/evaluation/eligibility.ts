import { deminimis, regions, sentence, sizes, SME, trap, type EvalSentence } from './eval-types';

/** Regions, company sizes and de-minimis: stated, negated, and mentioned without being a condition. */
export const ELIGIBILITY_SENTENCES: EvalSentence[] = [
  sentence(
    'Antragsberechtigt sind kleine und mittlere Unternehmen mit Sitz in Sachsen.',
    sizes(...SME),
    regions('SN'),
  ),
  sentence('Antragsberechtigt sind Unternehmen mit Sitz in Sachsen-Anhalt.', regions('ST')),
  sentence('Voraussetzung ist eine Betriebsstätte im Freistaat Bayern.', regions('BY')),
  sentence(
    'Gefördert werden Unternehmen mit Sitz oder Betriebsstätte in Nordrhein-Westfalen.',
    regions('NW'),
  ),
  sentence('Antragsberechtigt sind Unternehmen mit Sitz in Baden-Württemberg.', regions('BW')),
  sentence('Das Vorhaben muss in einer Betriebsstätte in Thüringen durchgeführt werden.', regions('TH')),
  sentence(
    'Antragsberechtigt sind Unternehmen der gewerblichen Wirtschaft mit Sitz im Land Brandenburg.',
    regions('BB'),
  ),
  sentence(
    'Gefördert werden kleine und mittlere Unternehmen mit Sitz in Hessen.',
    sizes(...SME),
    regions('HE'),
  ),
  sentence(
    'Antragsberechtigt sind Unternehmen mit Sitz in der Freien und Hansestadt Hamburg.',
    regions('HH'),
  ),
  sentence('Der Antragsteller muss seinen Sitz in Mecklenburg-Vorpommern haben.', regions('MV')),
  sentence('Antragsberechtigt sind Unternehmen mit Sitz in Niedersachsen.', regions('NI')),
  sentence('Antragsberechtigt sind Unternehmen mit Sitz in Berlin.', regions('BE')),
  sentence('Gefördert werden Unternehmen mit einer Betriebsstätte in Rheinland-Pfalz.', regions('RP')),
  sentence('Antragsberechtigt sind KMU mit Sitz im Saarland.', sizes(...SME), regions('SL')),
  sentence('Antragsberechtigt sind Unternehmen mit Sitz in Schleswig-Holstein.', regions('SH')),
  sentence('Antragsberechtigt sind Unternehmen mit Sitz im Land Bremen.', regions('HB')),
  sentence(
    'Antragsberechtigt sind kleine und mittlere Unternehmen (KMU) im Sinne der Empfehlung 2003/361/EG.',
    sizes(...SME),
  ),
  sentence('Antragsberechtigt sind KMU der gewerblichen Wirtschaft.', sizes(...SME)),
  sentence('Großunternehmen sind nicht antragsberechtigt.', sizes(...SME)),
  sentence('Großunternehmen sind von der Förderung ausgeschlossen.', sizes(...SME)),
  sentence('Gefördert werden ausschließlich kleine und mittlere Unternehmen.', sizes(...SME)),
  sentence('Antragsberechtigt sind Kleinstunternehmen und kleine Unternehmen.', sizes('micro', 'small')),
  sentence(
    'Antragsberechtigt sind Unternehmen aller Größenklassen.',
    sizes('micro', 'small', 'medium', 'large'),
  ),
  sentence('Antragsberechtigt sind auch Großunternehmen.', sizes('large')),
  sentence('Die Förderung erfolgt als De-minimis-Beihilfe.', deminimis(true)),
  sentence('Die Zuwendung wird als De-minimis-Beihilfe gewährt.', deminimis(true)),
  sentence('Die Beihilfe wird nach der De-minimis-Verordnung (EU) 2023/2831 gewährt.', deminimis(true)),
  sentence('Es handelt sich nicht um eine De-minimis-Beihilfe.', deminimis(false)),
  sentence(
    'Die Förderung wird nicht als De-minimis-Beihilfe gewährt, sondern nach der AGVO.',
    deminimis(false),
  ),
  sentence('Die Zuschüsse werden auf Grundlage der De-minimis-Verordnung gewährt.', deminimis(true)),
  sentence(
    'Antragsberechtigt sind kleine und mittlere Unternehmen mit Sitz in Sachsen; die Förderung erfolgt als De-minimis-Beihilfe.',
    sizes(...SME),
    regions('SN'),
    deminimis(true),
  ),
  trap('Die Vorhaben sollen zur Stärkung des Wirtschaftsstandorts Sachsen beitragen.', 'a goal, not a seat'),
  trap('Die Bewilligungsstelle ist die Sächsische Aufbaubank mit Sitz in Dresden.', 'the agency’s seat'),
  trap('Anträge sind bei der Investitionsbank Berlin einzureichen.', 'where to apply, not who may'),
  trap(
    'Das Programm wird aus Mitteln des Freistaats Bayern und der Europäischen Union finanziert.',
    'who pays',
  ),
  trap(
    'Die Kooperation mit Hochschulen in Niedersachsen ist ausdrücklich erwünscht.',
    'partners, not a seat',
  ),
  trap(
    'Bayern, Baden-Württemberg und Hessen haben vergleichbare Programme aufgelegt.',
    'other states mentioned',
  ),
  trap(
    'Die Definition kleiner und mittlerer Unternehmen ist im Merkblatt erläutert.',
    'a definition mentioned',
  ),
  trap(
    'Mittlere Unternehmen müssen einen Nachweis über ihre Beschäftigtenzahl erbringen.',
    'a duty, not a limit',
  ),
  trap(
    'Die Ergebnisse sollen auch Großunternehmen zur Verfügung gestellt werden.',
    'who benefits from results',
  ),
  trap(
    'Die Beratung richtet sich an Gründerinnen und Gründer in allen Branchen.',
    'no size, region or de-minimis',
  ),
];
