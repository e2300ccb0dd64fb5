import { PLAN_SOURCES as S } from './plan-sources';

/**
 * One assisted (or GRW D) area of the German regional aid map 2022-2027, as far as
 * ../shared/research/regional-aid-map.md §2 verifies it. `ags`: Kreisschlüssel (5 digits). `status`: C = non-
 * predefined c area (EU map), D = GRW D area (not assisted under the EU map). `rate`: the map's intensity for
 * large enterprises, null where only the Land's GRW rate is sourced (the GRW rate can never exceed the map, so
 * it is a lawful cap on its own). Areas assisted only in parts (Saarlouis, Berlin, Cham, Schwandorf, Sömmerda,
 * Pinneberg/Helgoland, Mülheim) are absent on purpose: the site decides (REGIONAL_AREA_UNKNOWN).
 */
export interface AssistedArea {
  ags: string;
  land: string;
  name: string;
  status: 'C' | 'D';
  rate: number | null;
  legalSource: string;
}

const c = (
  ags: string,
  land: string,
  name: string,
  rate: number | null,
  legalSource: string,
): AssistedArea => ({
  ags,
  land,
  name,
  status: 'C',
  rate,
  legalSource,
});
const d = (ags: string, land: string, name: string, legalSource: string): AssistedArea => ({
  ags,
  land,
  name,
  status: 'D',
  rate: null,
  legalSource,
});

/** §2.1: areas with a sourced map intensity (the 20 % and 25 % lists of the Commission, SA.64020 for RP). */
export const AREAS_WITH_MAP_RATE: readonly AssistedArea[] = [
  c('09377', 'BY', 'Tirschenreuth', 0.25, S.regionalAidMap),
  c('09464', 'BY', 'Hof (Stadt)', 0.25, S.regionalAidMap),
  c('09475', 'BY', 'Hof', 0.25, S.regionalAidMap),
  c('09479', 'BY', 'Wunsiedel i. Fichtelgebirge', 0.25, S.regionalAidMap),
  c('12052', 'BB', 'Cottbus', 0.25, S.regionalAidMap),
  c('12071', 'BB', 'Spree-Neiße', 0.25, S.regionalAidMap),
  c('12053', 'BB', 'Frankfurt (Oder)', 0.25, S.regionalAidMap),
  c('12067', 'BB', 'Oder-Spree', 0.25, S.regionalAidMap),
  c('12064', 'BB', 'Märkisch-Oderland', 0.25, S.regionalAidMap),
  c('12073', 'BB', 'Uckermark', 0.25, S.regionalAidMap),
  c('13075', 'MV', 'Vorpommern-Greifswald', 0.25, S.regionalAidMap),
  c('14521', 'SN', 'Erzgebirgskreis', 0.25, S.regionalAidMap),
  c('14522', 'SN', 'Mittelsachsen', 0.25, S.regionalAidMap),
  c('14523', 'SN', 'Vogtlandkreis', 0.25, S.regionalAidMap),
  c('14628', 'SN', 'Sächsische Schweiz-Osterzgebirge', 0.25, S.regionalAidMap),
  c('14625', 'SN', 'Bautzen', 0.25, S.regionalAidMap),
  c('15087', 'ST', 'Mansfeld-Südharz', 0.2, S.regionalAidMap),
  c('16076', 'TH', 'Greiz', 0.2, S.regionalAidMap),
  c('16054', 'TH', 'Suhl', 0.2, S.regionalAidMap),
  c('16077', 'TH', 'Altenburger Land', 0.2, S.regionalAidMap),
  c('07134', 'RP', 'Birkenfeld', 0.1, S.regionalAidMapRlp),
  c('07340', 'RP', 'Südwestpfalz', 0.1, S.regionalAidMapRlp),
  c('07317', 'RP', 'Pirmasens', 0.15, S.regionalAidMapRlp),
  c('07320', 'RP', 'Zweibrücken', 0.15, S.regionalAidMapRlp),
];

/** Saalfeld-Rudolstadt: 15 % until the amendment approved on 30.10.2023, 20 % from then (JTF territory). */
export const SAALFELD_RUDOLSTADT = {
  before: c('16073', 'TH', 'Saalfeld-Rudolstadt', 0.15, S.regionalAidMap),
  after: c('16073', 'TH', 'Saalfeld-Rudolstadt', 0.2, S.regionalAidMapAmendment),
};

/** §2.2: status sourced, the rate only as the Land's GRW rate (map value inferred or open). */
export const AREAS_WITH_GRW_RATE: readonly AssistedArea[] = [
  c('16067', 'TH', 'Gotha', null, S.grwThueringen),
  c('16069', 'TH', 'Hildburghausen', null, S.grwThueringen),
  c('16065', 'TH', 'Kyffhäuserkreis', null, S.grwThueringen),
  c('16062', 'TH', 'Nordhausen', null, S.grwThueringen),
  c('16075', 'TH', 'Saale-Orla-Kreis', null, S.grwThueringen),
  c('16066', 'TH', 'Schmalkalden-Meiningen', null, S.grwThueringen),
  c('16072', 'TH', 'Sonneberg', null, S.grwThueringen),
  c('16064', 'TH', 'Unstrut-Hainich-Kreis', null, S.grwThueringen),
  c('16063', 'TH', 'Wartburgkreis', null, S.grwThueringen),
  c('16052', 'TH', 'Gera', null, S.grwThueringen),
  c('16056', 'TH', 'Eisenach', null, S.grwThueringen),
  d('16061', 'TH', 'Eichsfeld', S.grwThueringen),
  d('16070', 'TH', 'Ilm-Kreis', S.grwThueringen),
  d('16074', 'TH', 'Saale-Holzland-Kreis', S.grwThueringen),
  d('16071', 'TH', 'Weimarer Land', S.grwThueringen),
  d('16051', 'TH', 'Erfurt', S.grwThueringen),
  d('16053', 'TH', 'Jena', S.grwThueringen),
  d('16055', 'TH', 'Weimar', S.grwThueringen),
  c('14511', 'SN', 'Chemnitz', null, S.grwSachsen),
  c('01051', 'SH', 'Dithmarschen', null, S.grwSchleswigHolstein),
  c('01001', 'SH', 'Flensburg', null, S.grwSchleswigHolstein),
  c('01004', 'SH', 'Neumünster', null, S.grwSchleswigHolstein),
  d('01054', 'SH', 'Nordfriesland', S.grwSchleswigHolstein),
  d('01055', 'SH', 'Ostholstein', S.grwSchleswigHolstein),
  d('01057', 'SH', 'Plön', S.grwSchleswigHolstein),
  d('01058', 'SH', 'Rendsburg-Eckernförde', S.grwSchleswigHolstein),
  d('01059', 'SH', 'Schleswig-Flensburg', S.grwSchleswigHolstein),
  d('01061', 'SH', 'Steinburg', S.grwSchleswigHolstein),
  d('01002', 'SH', 'Kiel', S.grwSchleswigHolstein),
  d('01003', 'SH', 'Lübeck', S.grwSchleswigHolstein),
];
