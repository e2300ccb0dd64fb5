import { max, rate, sentence, trap, type EvalSentence } from './eval-types';

/** Funding rates: plain, ranges, fractions, size-dependent (conditional), and percentages that are no rate. */
export const RATE_SENTENCES: EvalSentence[] = [
  sentence('Der Zuschuss beträgt bis zu 50 Prozent der förderfähigen Ausgaben.', rate(50)),
  sentence(
    'Der Zuschuss beträgt bis zu 50 Prozent der förderfähigen Ausgaben, höchstens 15.000 Euro.',
    rate(50),
    max(15000),
  ),
  sentence('Die Förderquote beträgt 40 % der zuwendungsfähigen Kosten.', rate(40)),
  sentence('Gefördert werden bis zu 60 v. H. der zuwendungsfähigen Ausgaben.', rate(60)),
  sentence('Die Zuwendung wird als Anteilfinanzierung in Höhe von bis zu 70 % gewährt.', rate(70)),
  sentence('Die Höhe der Förderung liegt zwischen 25 und 50 Prozent der förderfähigen Kosten.', rate(50)),
  sentence('Die Förderquote liegt zwischen 30 % und 45 % der Ausgaben.', rate(45)),
  sentence('Erstattet werden zwei Drittel der förderfähigen Kosten.', rate(66.67)),
  sentence('Der Zuschuss beträgt die Hälfte der zuwendungsfähigen Ausgaben.', rate(50)),
  sentence('Übernommen werden drei Viertel der Beratungskosten.', rate(75)),
  sentence('Gefördert wird ein Drittel der Investitionskosten.', rate(33.33)),
  sentence(
    'Die Beratungskosten werden zu 80 Prozent bezuschusst, maximal 4.000 Euro je Beratung.',
    rate(80),
    max(4000),
  ),
  sentence('Zuschuss: 50 % der förderfähigen Ausgaben.', rate(50)),
  sentence('Die Fördersumme beträgt bis zu 35 Prozent der Investitionsausgaben.', rate(35)),
  sentence(
    'Die Förderung erfolgt in Form eines Zuschusses von bis zu 25 % der förderfähigen Kosten.',
    rate(25),
  ),
  sentence('Der Fördersatz beträgt 100 Prozent der zuwendungsfähigen Ausgaben.', rate(100)),
  sentence('Es werden bis zu 90 % der Kosten für die Machbarkeitsstudie erstattet.', rate(90)),
  sentence(
    'Der Zuschuss beträgt für kleine Unternehmen bis zu 50 %, für mittlere Unternehmen bis zu 35 % der Ausgaben.',
    rate(50, 'conditional'),
    rate(35, 'conditional'),
  ),
  sentence(
    'Die Förderquote beträgt für Kleinstunternehmen 60 Prozent und für mittlere Unternehmen 40 Prozent.',
    rate(60, 'conditional'),
    rate(40, 'conditional'),
  ),
  sentence(
    'Für kleine Unternehmen beträgt der Fördersatz bis zu 45 %, für mittlere bis zu 35 %.',
    rate(45, 'conditional'),
    rate(35, 'conditional'),
  ),
  sentence(
    'Kleine Unternehmen erhalten einen Zuschuss von 40 Prozent der Kosten, mittlere Unternehmen von 30 Prozent.',
    rate(40, 'conditional'),
    rate(30, 'conditional'),
  ),
  sentence(
    'Großunternehmen erhalten bis zu 25 %, kleine und mittlere Unternehmen bis zu 45 % der förderfähigen Kosten.',
    rate(25, 'conditional'),
    rate(45, 'conditional'),
  ),
  sentence(
    'Die Förderung beträgt bis zu 40 Prozent der förderfähigen Ausgaben, maximal 200.000 Euro.',
    rate(40),
    max(200000),
  ),
  sentence('Die Zuwendung beträgt 30 v. H. der zuwendungsfähigen Ausgaben.', rate(30)),
  sentence('Förderfähige Kosten werden mit einem Zuschuss von bis zu 20 % unterstützt.', rate(20)),
  sentence(
    'Der Investitionszuschuss beläuft sich auf bis zu 15 Prozent der förderfähigen Investitionen.',
    rate(15),
  ),
  sentence('Gefördert werden 50 Prozent der Personalausgaben für die Dauer von zwölf Monaten.', rate(50)),
  trap('Der Eigenanteil des Antragstellers beträgt mindestens 20 Prozent.', 'own share, not the rate'),
  trap('Der Zinssatz beträgt derzeit 3,5 % pro Jahr.', 'an interest rate'),
  trap('Der Sollzins liegt bei 4,15 % p. a.', 'an interest rate'),
  trap(
    'Antragsberechtigt sind Unternehmen, deren Umsatzanteil im Ausland mindestens 10 Prozent beträgt.',
    'a share of turnover',
  ),
  trap(
    'Mindestens 30 % der Projektarbeiten müssen von Partnern aus der Wirtschaft erbracht werden.',
    'a share of the work',
  ),
  trap('Der Anteil der Sachkosten darf 25 % der Gesamtkosten nicht überschreiten.', 'a cost structure limit'),
  trap('Die Gemeinkostenpauschale beträgt 20 % der direkten Personalausgaben.', 'an overhead flat rate'),
  trap('Das Unternehmen muss eine Eigenkapitalquote von mindestens 10 % aufweisen.', 'an equity ratio'),
  trap('Die Tilgung beginnt nach zwei tilgungsfreien Jahren mit 5 % jährlich.', 'a repayment rate'),
  trap(
    'Eine Kumulierung mit anderen Förderungen ist bis zu einer Gesamtförderquote von 80 % möglich.',
    'a cumulation ceiling, not this program’s rate',
  ),
  trap(
    'Das Bruttoinlandsprodukt je Einwohner in der Region liegt unter 75 Prozent des EU-Durchschnitts.',
    'an economic statistic',
  ),
  trap(
    'Mindestens 50 Prozent der Beschäftigten müssen sozialversicherungspflichtig angestellt sein.',
    'a share of staff',
  ),
  trap(
    'Der Zuschuss erhöht sich um 10 Prozentpunkte, wenn das Vorhaben in einem Fördergebiet liegt.',
    'a bonus, not the maximum rate',
  ),
  trap(
    'Die Bürgschaft übernimmt bis zu 80 % des Ausfallrisikos der Hausbank.',
    'a guarantee share of a loan, not a grant rate',
  ),
];
