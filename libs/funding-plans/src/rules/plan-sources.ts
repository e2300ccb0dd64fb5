/**
 * Citations the planner adds to those of @libs/subsidy-engine (../shared/research/rules.md, source list §10,
 * plus the texts named here). Every finding of a plan carries one of these.
 */
/** GBER 651/2014 as consolidated on 01.07.2023 (incl. 2023/1315), rules.md [S30]. */
const GBER_CONSOLIDATED =
  'VO (EU) 651/2014 i. d. F. 2023/1315: https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX%3A02014R0651-20230701';

export const PLAN_SOURCES = {
  smeRelations:
    'Empfehlung 2003/361/EG, Anhang Art. 3 und 6 (http://nks-kmu.de/teilnahme-verflechtungen-unternehmen.php; https://www.balm.bund.de/SharedDocs/FAQs/DE/Foerderprogramme/2018/EEN/EEN_1.7_Partnerunternehmen_verbundenen_Unternehmen.html)',
  smeThresholds: 'Empfehlung 2003/361/EG, Anhang Art. 2 (https://ec.europa.eu/growth/smes/sme-definition_en)',
  deminimisRolling:
    'VO (EU) 2023/2831 Art. 3 Abs. 2, 3 (rollierender Dreijahreszeitraum, Bewilligungsdatum) (https://www.mlgts.pt/en/knowledge/legal-alerts/Legal-Alert-Increase-of-the-de-minimis-regulation-and-the-de-minimis-regulation-for-SGEI-exemption/24748/)',
  deminimisNewAidNotCoverable:
    'VO (EU) 2023/2831 Art. 3 (Prüfpflicht vor Gewährung neuer De-minimis-Beihilfen) (http://wordscope.be/nederlands/duits/nationale+maximum+ervan.html)',
  deminimisLoanGge: 'VO (EU) 2023/2831 Art. 4 Abs. 3 (https://gesetze.legal/eu/vo_eu_2023_2831/4)',
  incentiveEffect: 'AGVO Art. 6 Abs. 2 (https://gesetze.legal/eu/vo_eu_2014_651/6)',
  incentiveEffectTax: 'AGVO Art. 6 Abs. 4 (https://gesetze.legal/eu/vo_eu_2014_651/6)',
  // Art. 8 of the GBER itself (651/2014, consolidated with 2023/1315), not of the fishery block exemption
  // 1388/2014 whose Art. 8 rules.md §3.4 read for the German wording.
  cumulationSameCosts: `AGVO Art. 8 Abs. 3 lit. b (${GBER_CONSOLIDATED})`,
  cumulationDifferentCosts: `AGVO Art. 8 Abs. 3 lit. a (${GBER_CONSOLIDATED})`,
  cumulationDeminimis: `AGVO Art. 8 Abs. 5 (${GBER_CONSOLIDATED})`,
  guaranteeSecuresLoan:
    'Bürgschaftsmitteilung 2008/C 155/02 Nr. 3.2 (Bürgschaft für eine bestimmte Finanzierung, höchstens 80 % des Kredits) (https://eur-lex.europa.eu/legal-content/DE/TXT/?uri=CELEX%3A52008XC0620%2802%29)',
  notifiedScheme:
    'Genehmigte Beihilferegelung: Beihilfeintensität laut Kommissionsentscheidung, wie sie die Richtlinie umsetzt; Kumulierung nach AGVO Art. 8 Abs. 3 und Art. 5 Abs. 2 VO (EU) 2023/2831 (https://eur-lex.europa.eu/eli/reg/2023/2831/oj)',
  unionFunding: `AGVO Art. 8 Abs. 2: zentral verwaltete Unionsmittel mit staatlicher Beihilfe auf denselben Kosten höchstens bis zum günstigsten Finanzierungssatz des Unionsrechts (${GBER_CONSOLIDATED})`,
  grossGrantEquivalent:
    'AGVO Art. 8 i. V. m. Art. 5 Abs. 2; Mitteilung der Kommission 2008/C 14/02 (https://eur-lex.europa.eu/legal-content/EN/AUTO/?uri=CELEX%3A52008XC0119%2801%29; BayVV 7072 Nr. 7.4: https://www.gesetze-bayern.de/Content/Document/BayVV_7072_1_W_14473-NN7)',
  baseRates:
    'Referenz- und Abzinsungssätze der Kommission (https://competition-policy.ec.europa.eu/state-aid/legislation/reference-discount-rates-and-recovery-interest-rates/reference-and-discount-rates_en)',
  sameCostsForbidden:
    'Richtlinie des Programms (Doppelförderungsverbot, z. B. BayVV 7072 Nr. 7.4: https://www.gesetze-bayern.de/Content/Document/BayVV_7072_1_W_14473-NN7)',
  programGuideline: 'Richtlinie des Programms (Quelle im Katalogeintrag)',
  noOverFinancing:
    'Doppelförderungs- und Überfinanzierungsverbot der Förderrichtlinien (z. B. BayVV 7072 Nr. 7.4: https://www.gesetze-bayern.de/Content/Document/BayVV_7072_1_W_14473-NN7; IHK Stade, Gesamtfinanzierung gesichert: https://www.ihk.de/stade/gruendung-und-foerderung/unternehmensfuehrung/finanzierungshilfen/einstiegsinformationen-5373212)',
  regionalAidMap:
    'Fördergebietskarte 2022-2027, AGVO Art. 14 (https://germany.representation.ec.europa.eu/news/kommission-genehmigt-deutsche-fordergebietskarte-fur-regionalbeihilfen-2021-12-15_de; KMU-Zuschläge: https://www.dihk.de/de/themen-und-positionen/europaeische-wirtschaftspolitik/regionalbeihilfen-deutsche-foerdergebietskarte-2022-2027-genehmigt-64118)',
  grwLegalText:
    'Gesetz über die Gemeinschaftsaufgabe "Verbesserung der regionalen Wirtschaftsstruktur" (GRWG, https://www.gesetze-im-internet.de/grwg/); Koordinierungsrahmen der GRW ab 01.01.2024, BAnz AT 14.03.2024 B1 (https://diebewertung.de/?p=512589); AGVO Art. 14',
  grwDAreas:
    'GRW D-Fördergebiete: kleine Unternehmen 20 %, mittlere 10 %, andere nur De-minimis (https://businesslocationcenter.de/foerdergebietskarte; https://www.schleswig-holstein.de/DE/landesregierung/themen/wirtschaft/lpw/GRW/Foerdergebiet/Foerdergebiet_node.html)',
  grwSachsen:
    'Richtlinie GRW RIGA vom 23.04.2024: 35/25/15 %, in Chemnitz je 5 Prozentpunkte weniger (https://revosax.sachsen.de/vorschrift_gesamt/20812/46978.html; https://www.cna-consulting.de/neue-richtlinie-fuer-investitionszuschuesse-in-sachsen-nach-grw-riga/)',
  grwThueringen:
    'GRW Thüringen: C 35/25/15 %, Altenburger Land, Greiz, Suhl (ab 2024 auch Saalfeld-Rudolstadt) +5 Prozentpunkte, Eisenach 30/20/10 %, D 20/10 % (https://www.ihk.de/erfurt/service/unternehmensfoerderung-und-finanzierung/aktuelles/grw-richtlinie-2025-5506468; https://thueringen.tourismusnetzwerk.info/2022/04/01/zuschuss-foerderung-grw-neu-ausgerichtet/)',
  grwSchleswigHolstein:
    'GRW Schleswig-Holstein: C 30/20/10 %, D 20/10 % (https://www.schleswig-holstein.de/DE/landesregierung/themen/wirtschaft/lpw/GRW/Foerdergebiet/Foerdergebiet_node.html)',
  grwWunsiedel:
    'GRW Bayern im Landkreis Wunsiedel: 35/25/15 % (https://freiraum-fichtelgebirge.de/freiraum-fuer-unternehmen-2/finanzierung/regionale-foerderprogramme/)',
  regionalAidMapAmendment:
    'Änderung der Fördergebietskarte vom 30.10.2023 (https://headtopics.com/it/c-e-l-ok-dell-ue-a-modifiche-aiuti-regionali-tedeschi-per-48060480)',
  regionalAidMapRlp:
    'SA.64020 (https://europa.rlp.de/de/aktuelles/detail/news/News/detail/kommission-genehmigt-deutsche-gebietskulisse-fuer-regionalbeihilfen/)',
  gberArt25:
    'AGVO Art. 25 Abs. 5, 6 (https://haufe.de/steuern/haufe-steuer-office-excellence/aenderungen-des-forschungszulagengesetzes-durch-das-wachs-c-beihilfeintensitaet_idesk_PI25844_HI16242510.html; https://lawinsider.com/de/clause/forschungs-und-entwicklungsbeihilfen)',
  // Feasibility studies: base 50 % in Art. 25(5)(d), the SME bonus (+ 10 pp medium, + 20 pp small) in Art. 25(7).
  gberArt25Feasibility: `AGVO Art. 25 Abs. 5 lit. d, Abs. 7 (${GBER_CONSOLIDATED})`,
  gberValidity: `AGVO Art. 59 i. d. F. der VO (EU) 2023/1315: anwendbar bis 31.12.2026 (${GBER_CONSOLIDATED})`,
  regionalSmeBonus:
    'Fördergebietskarte 2022-2027, KMU-Zuschläge für Erstinvestitionen bis 50 Mio. EUR (https://www.dihk.de/de/themen-und-positionen/europaeische-wirtschaftspolitik/regionalbeihilfen-deutsche-foerdergebietskarte-2022-2027-genehmigt-64118)',
  regionalAidMapCoverage:
    'Fördergebietskarte 2022-2027: 41,9 % der Bevölkerung in Fördergebieten (https://www.pwclegal.de/eu-beihilfenrecht/die-eu-kommission-genehmigt-die-foerdergebietskarte-fuer-deutschland-fuer-die-periode-2022-2027/)',
  referenceRateMethod:
    'Mitteilung der Kommission 2008/C 14/02 (Referenz- und Abzinsungssätze, anwendbar ab 01.07.2008) (https://eur-lex.europa.eu/legal-content/EN/AUTO/?uri=CELEX%3A52008XC0119%2801%29)',
  gberArt17: `AGVO Art. 17 Abs. 6 (20 % kleine, 10 % mittlere Unternehmen), Art. 4 Abs. 1 lit. c (Anmeldeschwelle je Unternehmen und Vorhaben) (${GBER_CONSOLIDATED}; https://legislation.gov.uk/eur/2014/651/article/17/adopted)`,
  gberArt18: `AGVO Art. 18 Abs. 3 (50 % der Beratungskosten), Art. 4 Abs. 1 lit. d (Anmeldeschwelle je Unternehmen und Vorhaben) (https://gesetze.legal/eu/vo_eu_2014_651/18; ${GBER_CONSOLIDATED})`,
  gberArt22: `AGVO Art. 22 Abs. 2 (nicht börsennotierte kleine Unternehmen bis fünf Jahre nach Eintragung, keine Gewinnausschüttung, nicht aus Zusammenschluss), Abs. 3 lit. c (Zuschüsse bis 0,4 Mio. EUR Bruttosubventionsäquivalent, 0,6 Mio. EUR in C-Fördergebieten, 0,8 Mio. EUR in A-Fördergebieten) (https://gesetze.legal/eu/vo_eu_2014_651/22; Beträge der Fassung 2014: http://www.bwbllp.com/knowledge/2014/09/26/state-aid-the-possibility-for-start-ups/)`,
  gberArt31: `AGVO Art. 31 Abs. 4 (50 %, + 10 Prozentpunkte mittlere, + 20 kleine Unternehmen, + 10 für Arbeitnehmer mit Behinderungen oder benachteiligte Arbeitnehmer, höchstens 70 %), Art. 4 Abs. 1 lit. n (3 Mio. EUR je Ausbildungsvorhaben, https://lexxion.eu/en/?p=64706) (https://gesetze.legal/eu/vo_eu_2014_651/31)`,
  gberPrimaryAgriculture:
    'AGVO Art. 1 Abs. 3 lit. b: in der landwirtschaftlichen Primärproduktion u. a. Beratungs-, Ausbildungs- und FuEuI-Beihilfen freigestellt, KMU-Investitions- und Gründungsbeihilfen nicht (https://gesetze.legal/eu/vo_eu_2014_651/1)',
  deminimisScope:
    'VO (EU) 2023/2831 Art. 1 Abs. 1: nicht für die Primärerzeugung landwirtschaftlicher Erzeugnisse (https://eurlex.europa.eu/legal-content/AUTO/?uri=LEGISSUM:4719226)',
  genericMeasure:
    'Allgemeiner Beihilferahmen der AGVO bzw. Agrar-De-minimis-Verordnung: Höchstgrenze für eine Maßnahme, die ein Landes- oder Bundesprogramm nach dieser Vorschrift anbieten darf; kein eigenes Antragsverfahren',
  deminimisAgriculture:
    'VO (EU) 1408/2013 i. d. F. 2024/3118 Art. 3 Abs. 2: 50.000 EUR je einziges Unternehmen in drei Jahren (https://legalize.dev/eu/law/32024R3118)',
  fzulg: '§ 4 Abs. 1, § 3 Abs. 5 FZulG (https://www.buzer.de/gesetz/17036/a323204.htm?setmobile=1)',
  fzulgBaseCap:
    '§ 3 Abs. 5 FZulG: Höchstbetrag der Bemessungsgrundlage je Wirtschaftsjahr, 2 Mio. EUR (bis 30.06.2020), 4 Mio. EUR (bis 27.03.2024), 10 Mio. EUR (bis 31.12.2025, Wachstumschancengesetz, BGBl. 2024 I Nr. 108), 12 Mio. EUR (ab 01.01.2026, BGBl. 2025 I Nr. 161) (https://www.buzer.de/gesetz/17036/a323204.htm?setmobile=1; https://www.bescheinigung-forschungszulage.de/steuerliches-investitionssofortprogramm)',
  fzulgRate:
    '§ 4 Abs. 1 FZulG: 25 % der Bemessungsgrundlage, für KMU (Anhang I AGVO) 35 % für Aufwendungen nach dem 27.03.2024 (https://www.iww.de/astw/sonstige-steuern/forschungszulage-zeitliche-anwendung-des-bonus-fuer-kleine-und-mittlere-unternehmen-kmu-f171524; https://treuhand.de/leistungen/steuerberatung/forschungszulagengesetz)',
  fzulgContractResearch:
    '§ 3 Abs. 4 FZulG i. d. F. des Wachstumschancengesetzes vom 27.03.2024, BGBl. 2024 I Nr. 108: 70 % statt 60 % des Entgelts (https://r3-innovation.com/post/wie-das-wachstumschancengesetz-die-forschungszulage-starkt)',
  fzulgOverhead:
    '§ 3 Abs. 3b FZulG i. d. F. vom 18.07.2025, BGBl. 2025 I Nr. 161: 20 % der Aufwendungen nach Abs. 1 bis 4 für Vorhaben, die nach dem 31.12.2025 begonnen haben (https://www.buzer.de/gesetz/17036/a323204.htm?setmobile=1; https://www.ihk.de/lippe-detmold/hauptnavigation/beraten-und-informieren/innovation-und-digitalisierung/aktuelles2/aenderung-forschungszulage-6578834)',
} as const;
