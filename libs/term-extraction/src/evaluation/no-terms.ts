import { sentence, type EvalSentence } from './eval-types';

/** Sentences of program descriptions with no evaluated term at all: every proposal here is a false positive. */
export const NO_TERM_SENTENCES: EvalSentence[] = [
  sentence('Das Programm unterstützt die Digitalisierung im Mittelstand.'),
  sentence('Ziel der Förderung ist die Stärkung der Innovationskraft kleiner Betriebe.'),
  sentence('Gefördert werden Investitionen in neue Maschinen und Anlagen.'),
  sentence('Die Förderung erfolgt als nicht rückzahlbarer Zuschuss.'),
  sentence('Die Förderung wird als zinsgünstiges Darlehen gewährt.'),
  sentence('Ein Rechtsanspruch auf die Förderung besteht nicht.'),
  sentence(
    'Die Bewilligungsstelle entscheidet nach pflichtgemäßem Ermessen im Rahmen der verfügbaren Haushaltsmittel.',
  ),
  sentence('Mit dem Vorhaben darf vor der Bewilligung nicht begonnen werden.'),
  sentence('Nicht gefördert werden Ersatzinvestitionen und gebrauchte Wirtschaftsgüter.'),
  sentence('Der Antrag ist über das Kundenportal der Förderbank zu stellen.'),
  sentence('Dem Antrag sind ein Businessplan und ein Finanzierungsplan beizufügen.'),
  sentence('Beratungsleistungen müssen von qualifizierten externen Beratern erbracht werden.'),
  sentence(
    'Eine Kumulierung mit anderen öffentlichen Mitteln ist zulässig, soweit die beihilferechtlichen Grenzen eingehalten werden.',
  ),
  sentence('Die geförderten Wirtschaftsgüter müssen mindestens fünf Jahre im Unternehmen verbleiben.'),
  sentence('Die Vorhaben sollen einen Beitrag zum Klimaschutz leisten.'),
  sentence('Unternehmen in Schwierigkeiten sind von der Förderung ausgeschlossen.'),
  sentence('Die Auszahlung erfolgt nach Vorlage der Rechnungen und Zahlungsnachweise.'),
  sentence('Das Darlehen wird über die Hausbank beantragt.'),
  sentence('Die Laufzeit des Kredits beträgt bis zu zehn Jahre.'),
  sentence('Die Förderung setzt eine positive Fortführungsprognose voraus.'),
  sentence('Gefördert werden Personalkosten, Sachkosten und Aufträge an Dritte.'),
  sentence('Die Projektlaufzeit beträgt in der Regel bis zu 36 Monate.'),
  sentence('Das Auswahlverfahren ist zweistufig.'),
  sentence('Vorhaben der Primärproduktion landwirtschaftlicher Erzeugnisse sind ausgeschlossen.'),
  sentence('Die Zuwendung wird im Wege der Projektförderung gewährt.'),
  sentence('Weitere Informationen erteilt die zuständige Industrie- und Handelskammer.'),
  sentence('Das Vorhaben muss technisch und wirtschaftlich tragfähig sein.'),
  sentence('Gefördert werden Machbarkeitsstudien, Prototypen und Pilotanwendungen.'),
  sentence('Antragsteller müssen mindestens zwei Beschäftigte haben.'),
  sentence('Die Förderung ist auf zwei Vorhaben je Unternehmen und Kalenderjahr beschränkt.'),
];
