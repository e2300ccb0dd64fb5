import { deadline, max, min, rate, regions, SME, sizes, type ExpectedTerm } from '../eval-types';
import { maybe, type ProgramAnnotation } from './real-types';

/**
 * The terms a careful reader finds in the 60 real programs of the development set
 * (`../shared/data/fdb-real/ckg-2024-dev/funding_programs.csv`), in the tabs the importer feeds to the extractor:
 * the Kurzzusammenfassung (the description) and the Zusatzinfos (eligibility, procedure, deadlines). Annotated by
 * hand from the texts before the extractor was run on them and not changed afterwards. Rows are referenced by
 * their page address below `…/Foerderprogramm/`; no text is copied here (the texts stay in ../shared).
 *
 * Conventions: a rate is a share of the eligible costs granted as aid (a guarantee's cover, a financing share of a
 * consortium, an own contribution or a surcharge are not); a maximum or minimum bounds the aid itself (not the
 * costs, the loan a guarantee secures, another party's participation, or an amount per unit, day, month or head);
 * a value that holds only for a variant, a size class, an area or an exception is conditional. Deadlines without
 * a year are yearly (`--MM-DD`), a window is `--MM-DD/--MM-DD`, and a deadline for the following year's funding
 * carries ` Folgejahr`. `maybe` marks a value a reader could defend either way: proposing it is no error, and
 * missing it is none either.
 */
const yearly = (monthDay: string, c?: 'conditional'): ExpectedTerm => deadline(`--${monthDay}`, c);
const following = (monthDay: string, c?: 'conditional'): ExpectedTerm =>
  deadline(`--${monthDay} Folgejahr`, c);

export const DEV_ANNOTATIONS: readonly ProgramAnnotation[] = [
  { page: 'Land/Rheinland-Pfalz/kommunalkredite-unterbringung-von-fluechtlingen', expected: [] },
  { page: 'Land/Berlin/venture-capital-fonds-technologie-berlin', expected: [] },
  { page: 'Land/Berlin/venture-capital-fonds-kreativwirtschaft-berlin', expected: [] },
  { page: 'Land/Bayern/ausfallbuergschaften-bbb-fit-bay', expected: [] },
  {
    page: 'Land/Berlin/foerderung-von-potenzialberatungen',
    expected: [rate(50), max(8000, 'conditional'), regions('BE')],
    note: 'the cap holds for each of the two consulting parts',
  },
  {
    page: 'Land/Brandenburg/buergschaft-ohne-bank',
    expected: [sizes(...SME)],
    note: 'the guarantee covers a share of a loan whose size is capped: neither is a rate or cap of the aid',
  },
  {
    page: 'Land/Thueringen/arbeitnehmerbeteiligung-garantien-th',
    expected: [regions('TH'), sizes(...SME), maybe(max(250000))],
    note: 'a guarantee share of a participation is no rate',
  },
  {
    page: 'Land/Schleswig-Holstein/soziale-wohnraumfoerderung-eigentumsmassnahmen',
    expected: [maybe(max(100000))],
    note: 'the basic loan amount, with additional loans on top; a cost limit per square metre',
  },
  {
    page: 'Land/Brandenburg/auswaertige-unterkunft-verpflegung-berufsschueler',
    expected: [rate(50), yearly('04-01'), yearly('10-01'), regions('BB')],
    note: 'the cap is per day',
  },
  {
    page: 'Land/Thueringen/konsortialfinanzierung-thueringen',
    expected: [min(250000), max(5000000), regions('TH')],
    note: 'the bank’s share of a consortium loan is no rate',
  },
  {
    page: 'Land/Brandenburg/laendliche-berufsbildung-lbb-richtlinie',
    expected: [min(1700), yearly('02-15'), yearly('06-15', 'conditional'), regions('BB')],
    note: 'the second date only when further funds are announced',
  },
  {
    page: 'Land/Sachsen/vwv-opfer-und-praeventionshilfe',
    expected: [rate(70), following('10-01', 'conditional')],
    note: 'the date holds for institutional funding only',
  },
  {
    page: 'Land/Brandenburg/ausbildungsmassnahmen-im-beruf-zur-altenpflegerin',
    expected: [max(14000, 'conditional'), regions('BB')],
    note: 'a monthly amount per pupil; a yearly extra grant for schools',
  },
  {
    page: 'Land/Niedersachsen/foerderung-fliessgewaesserentwicklung',
    expected: [rate(90), max(100000, 'conditional'), maybe(regions('NI'))],
  },
  { page: 'Land/Thueringen/foerderprogramm-jugendkulturelle-fachkraefte', expected: [following('06-30')] },
  { page: 'Land/Thueringen/foerderprogramm-kulturelle-leitungskraefte', expected: [following('06-30')] },
  {
    page: 'Land/Brandenburg/jugend-fuer-entwicklungszusammenarbeit',
    expected: [maybe(min(600)), maybe(max(1300))],
    note: 'a travel grant by zone, beside other items',
  },
  {
    page: 'Land/Brandenburg/naturnahe-gewaesserentwicklung-brandenburg',
    expected: [rate(100), max(8000000)],
  },
  {
    page: 'Land/Brandenburg/naturnahe-gewaesserentwicklung-und-staerkung-der',
    expected: [min(2500), maybe(regions('BB'))],
  },
  {
    page: 'Land/Thueringen/hochwasserschutz-und-fliessgewaesserentwicklung',
    expected: [following('02-28', 'conditional')],
    note: 'a request in the year before, for two of three kinds of project; the later date is the bank’s',
  },
  {
    page: 'Land/Berlin/berlin-kapital',
    expected: [max(5000000), regions('BE'), sizes(...SME)],
    note: 'a smaller amount names when co-financing is required',
  },
  {
    page: 'Land/Brandenburg/landesbuergschaftsprogramm-fuer-den-mittelstand',
    expected: [sizes(...SME)],
    note: 'guarantee cover and the loan cap bound no aid',
  },
  {
    page: 'Land/Mecklenburg-Vorpommern/rueckbaurichtlinie',
    expected: [yearly('01-15'), regions('MV')],
    note: 'the amount is per square metre',
  },
  {
    page: 'Land/Bremen/starthaus-coachingprogramm-brut',
    expected: [max(8500), yearly('01-31'), yearly('08-31')],
  },
  {
    page: 'Land/Bremen/initialfonds',
    expected: [
      max(1200000),
      max(750000, 'conditional'),
      max(200000, 'conditional'),
      regions('HB'),
      sizes(...SME),
    ],
  },
  {
    page: 'Land/Sachsen/hausarztstipendium-ausbildungsbeihilfe-medizin',
    expected: [yearly('10-01/--11-15'), maybe(regions('SN'))],
    note: 'a monthly amount; an extension of the window when places remain',
  },
  { page: 'Land/NRW/diversifizierung-taetigkeiten-landwirtschaft', expected: [] },
  {
    page: 'Land/Berlin/pro-fit-fruehphasenfinanzierung',
    expected: [rate(100), max(500000), max(200000, 'conditional'), regions('BE'), sizes('micro', 'small')],
  },
  { page: 'Land/Sachsen/private-hochwassereigenvorsorge', expected: [] },
  {
    page: 'Land/Thueringen/schulbezogene-jahresprogramme-bne',
    expected: [rate(100), min(5000), max(25000), following('03-31'), regions('TH')],
    note: 'the amount applied for lies in a range',
  },
  {
    page: 'Bund/BMFSFJ/bauprogramm-bundes-kinder-jugendhilfe',
    expected: [min(50000, 'conditional')],
    note: 'the minimum holds for maintenance works',
  },
  {
    page: 'Land/Sachsen/denkmalfoerderung-rl-dfoe',
    expected: [following('10-30', 'conditional')],
    note: 'the date holds for the general programme, not the special one',
  },
  {
    page: 'Land/Hamburg/energiewende-in-unternehmen',
    expected: [max(15000000), max(20000000, 'conditional'), regions('HH')],
  },
  {
    page: 'Land/Sachsen/foerderrichtlinie-rettungsbeihilfen-rl-rh',
    expected: [min(20000), regions('SN'), sizes(...SME)],
    note: 'guarantee cover and a share of leased land are no rates',
  },
  {
    page: 'Land/Bremen/efre-beteiligungsfonds',
    expected: [
      max(400000),
      max(600000, 'conditional'),
      max(800000, 'conditional'),
      max(1200000, 'conditional'),
      regions('HB'),
      sizes('micro', 'small'),
    ],
  },
  {
    page: 'Land/Brandenburg/foerderung-der-jugendbildung-und-jugendbegegnung',
    expected: [min(500), yearly('02-01', 'conditional'), maybe(regions('BB'))],
    note: 'the date holds for some educational centres only',
  },
  {
    page: 'Land/Berlin/genossenschaftliches-wohnen-berlin-2018',
    expected: [maybe(rate(10, 'conditional')), regions('BE')],
    note: 'an equity loan for new buildings; an own share; a cap per dwelling',
  },
  {
    page: 'Land/Thueringen/inklusion-erwachsenenbildung',
    expected: [rate(90), min(5000), following('10-31')],
    note: 'the larger amount bounds the investment, not the aid',
  },
  {
    page: 'Land/Hessen/foerderung-von-selbstgenutztem-wohneigentum-behin',
    expected: [rate(50)],
    note: 'the range bounds the costs',
  },
  {
    page: 'Land/Brandenburg/projekte-schulisch-uebergreifende-themen',
    expected: [rate(90, 'conditional'), maybe(regions('BB', 'BE'))],
    note: 'amounts per day; a surcharge on the rate',
  },
  { page: 'Bund/BMG/bund-ressortforschung-des-bmg', expected: [] },
  {
    page: 'Land/Berlin/be-gemeinschaftsaufgabe-verbesserung-der-regional',
    expected: [max(200000, 'conditional'), maybe(sizes('micro', 'small', 'medium', 'large'))],
    note: 'the cap holds for large companies',
  },
  { page: 'EU/horizont-europa-euratom-programm', expected: [] },
  {
    page: 'Land/Bremen/messefoerderprogramm-hb',
    expected: [regions('HB'), sizes('micro', 'small')],
  },
  { page: 'Land/Bremen/liquiditaetshilfen-hb', expected: [] },
  {
    page: 'Land/Sachsen/demografischer-wandel-frl-demografie',
    expected: [rate(90), following('09-30'), regions('SN')],
  },
  {
    page: 'Land/Bremen/buergschaften-freien-hansestadt-bremen',
    expected: [min(1250000)],
    note: 'the guarantee is the aid; its cover is no rate',
  },
  {
    page: 'Land/Thueringen/innovative-massnahmen-abwasserbereich-abwInnovrl',
    expected: [rate(70, 'conditional')],
    note: 'amounts per year of training',
  },
  {
    page: 'Land/Thueringen/schul-und-sporthallenbau',
    expected: [rate(66.6), rate(80, 'conditional'), following('06-30')],
  },
  {
    page: 'Land/Hamburg/impuls-programm-zur-qualifizierung',
    expected: [regions('HH')],
    note: 'amounts per seminar and participant; percentages of participants',
  },
  {
    page: 'Land/Bremen/buergschaft-bremen-beteiligungsgarantien',
    expected: [sizes(...SME)],
    note: 'guarantee cover; the cap bounds the participation',
  },
  { page: 'Land/Bremen/ausfallbuergschaft-bremen', expected: [] },
  { page: 'Land/Brandenburg/bb-forstwirtschaftliche-zusammenschluesse', expected: [following('09-30')] },
  {
    page: 'Land/Thueringen/foerderung-kunst-kultur',
    expected: [yearly('03-31', 'conditional'), yearly('10-15', 'conditional'), regions('TH')],
    note: 'the date depends on the size of the grant',
  },
  {
    page: 'Land/Sachsen/innovative-unternehmensgruendungen-innostartbonus',
    expected: [regions('SN')],
    note: 'amounts per month',
  },
  { page: 'Bund/BMI/bundessportfachverbaende-bund', expected: [] },
  { page: 'Bund/BMU/erprobungs-und-entwicklungsvorhaben-naturschutz', expected: [] },
  { page: 'Bund/BMWi/aka-exportfinanzierungskredite', expected: [] },
  {
    page: 'Land/Berlin/liquiditaetshilfen-berlin',
    expected: [max(1000000), max(2500000, 'conditional'), regions('BE'), sizes(...SME)],
  },
  {
    page: 'Bund/BMU/naturschutz-chance-natur-bund',
    expected: [rate(75)],
    note: 'an own share of the financing',
  },
];
