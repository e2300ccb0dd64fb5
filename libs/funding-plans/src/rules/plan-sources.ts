/**
 * Citations the planner adds to those of @libs/subsidy-engine (../shared/research/rules.md, source list §10,
 * plus the texts named here). Every finding of a plan carries one of these.
 */
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
  cumulationSameCosts: 'AGVO Art. 8 Abs. 3 lit. b (https://gesetze.legal/eu/vo_eu_2014_1388/8)',
  cumulationDifferentCosts: 'AGVO Art. 8 Abs. 3 lit. a (https://gesetze.legal/eu/vo_eu_2014_1388/8)',
  cumulationDeminimis: 'AGVO Art. 8 Abs. 5 (https://gesetze.legal/eu/vo_eu_2014_1388/8)',
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
  regionalAidMapAmendment:
    'Änderung der Fördergebietskarte vom 30.10.2023 (https://headtopics.com/it/c-e-l-ok-dell-ue-a-modifiche-aiuti-regionali-tedeschi-per-48060480)',
  regionalAidMapRlp:
    'SA.64020 (https://europa.rlp.de/de/aktuelles/detail/news/News/detail/kommission-genehmigt-deutsche-gebietskulisse-fuer-regionalbeihilfen/)',
  gberArt25:
    'AGVO Art. 25 Abs. 5, 6 (https://haufe.de/steuern/haufe-steuer-office-excellence/aenderungen-des-forschungszulagengesetzes-durch-das-wachs-c-beihilfeintensitaet_idesk_PI25844_HI16242510.html; https://lawinsider.com/de/clause/forschungs-und-entwicklungsbeihilfen)',
  fzulg: '§ 4 Abs. 1, § 3 Abs. 5 FZulG (https://www.buzer.de/gesetz/17036/a323204.htm?setmobile=1)',
} as const;
