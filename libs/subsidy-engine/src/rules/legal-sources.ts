/**
 * Citations with the URL they were read from (../shared/research/rules.md, source list §10). One place, so
 * every breakdown line and message cites the same text.
 */
export const LEGAL_SOURCES = {
  smeDefinition:
    'Empfehlung 2003/361/EG, Anhang Titel I Art. 2 (https://ec.europa.eu/growth/smes/sme-definition_en)',
  deminimisGeneral: 'VO (EU) 2023/2831 Art. 3 Abs. 2 (http://data.europa.eu/eli/reg/2023/2831/oj)',
  deminimisGeneralOld:
    'VO (EU) 1407/2013 Art. 3 Abs. 2 (https://elzaburu.com/en/the-new-conditions-of-de-minimis-aid/)',
  deminimisScope:
    'VO (EU) 2023/2831 Art. 1 Abs. 1 (https://eurlex.europa.eu/legal-content/AUTO/?uri=LEGISSUM:4719226&qid=1714203764493&rid=9)',
  deminimisAgriculture:
    'VO (EU) 1408/2013 i. d. F. 2024/3118 Art. 3 Abs. 2 (https://legalize.dev/eu/law/32024R3118)',
  deminimisAgricultureOld:
    'VO (EU) 1408/2013 i. d. F. 2019/316 (https://fasi.eu/en/articles/regulation/27849-eu-revises-state-aid-regulations-for-agriculture-increased-de-minimis-thresholds.html)',
  deminimisFishery:
    'VO (EU) 717/2014 i. d. F. 2023/2391 Art. 3 Abs. 2 (https://eur-lex.europa.eu/eli/reg/2023/2391/oj)',
  deminimisFisheryOld: 'VO (EU) 717/2014 Art. 3 Abs. 2 (https://gesetze.legal/eu/vo_eu_2014_717/1)',
  deminimisSgei: 'VO (EU) 2023/2832 Art. 3 (https://eubelius.com/en/news/new-rules-for-small-amounts-of-aid)',
  deminimisSgeiOld:
    'VO (EU) 360/2012 Art. 2 Abs. 2 (https://eubelius.com/en/news/new-rules-for-small-amounts-of-aid)',
  gber: 'VO (EU) 651/2014 (AGVO) i. d. F. 2023/1315 (https://eur-lex.europa.eu/legal-content/EN/TXT/?uri=CELEX%3A02014R0651-20230701)',
  gberArt13: 'AGVO Art. 13 (https://gesetze.legal/eu/vo_eu_2014_651/13)',
  gberArt17: 'AGVO Art. 17 Abs. 6 (https://www.mi.government.bg/en/general/pomoshti-za-msp/)',
  gberArt18: 'AGVO Art. 18 Abs. 3 (https://gesetze.legal/eu/vo_eu_2014_651/18)',
  gberArt19: 'AGVO Art. 19 (https://www.mi.government.bg/en/general/pomoshti-za-msp/)',
  gberArt25:
    'AGVO Art. 25 Abs. 5, 6 (https://haufe.de/steuern/haufe-steuer-office-excellence/aenderungen-des-forschungszulagengesetzes-durch-das-wachs-c-beihilfeintensitaet_idesk_PI25844_HI16242510.html)',
  gberArt28: 'AGVO Art. 28 (https://www.gesetze-bayern.de/Content/Document/BayVV_7071_W_10501-18?view=Print)',
  gberArt29:
    'AGVO Art. 29 (https://www.innovasjonnorge.no/artikkel/stotte-til-prosess-og-organisasjonsinnovasjon-(gber-art.-29))',
  gberArt31: 'AGVO Art. 31 Abs. 4 (https://gesetze.legal/eu/vo_eu_2014_651/31)',
  regionalAidMap:
    'Fördergebietskarte 2022-2027, AGVO Art. 14 (https://germany.representation.ec.europa.eu/news/kommission-genehmigt-deutsche-fordergebietskarte-fur-regionalbeihilfen-2021-12-15_de; KMU-Zuschläge: https://www.dihk.de/de/themen-und-positionen/europaeische-wirtschaftspolitik/regionalbeihilfen-deutsche-foerdergebietskarte-2022-2027-genehmigt-64118)',
  fzulgRate:
    '§ 4 Abs. 1 FZulG i. d. F. des Wachstumschancengesetzes (https://www.iww.de/astw/sonstige-steuern/forschungszulage-zeitliche-anwendung-des-bonus-fuer-kleine-und-mittlere-unternehmen-kmu-f171524)',
  fzulgBase: '§ 3 Abs. 5 FZulG (https://www.buzer.de/gesetz/17036/a323204.htm?setmobile=1)',
  fzulgBase2026:
    '§ 3 Abs. 5 FZulG i. d. F. vom 18.07.2025, BGBl. 2025 I Nr. 161 (https://www.bescheinigung-forschungszulage.de/steuerliches-investitionssofortprogramm)',
  grossGrantEquivalent:
    'BayVV 7072 Nr. 7.4 (https://www.gesetze-bayern.de/Content/Document/BayVV_7072_1_W_14473-NN7)',
  programGuideline: 'Richtlinie des Programms (Quelle im Katalogeintrag)',
} as const;
