/**
 * Hosts whose pages are official texts or the funder's own words: a legal source or a program's source link
 * may only point here (a host matches itself and its subdomains). Add a host only for a public authority, an
 * official law portal or a public funder (Förderbank, Projektträger acting for a ministry), never for a
 * chamber's, consultant's, law firm's, news or mirror site.
 */
export const OFFICIAL_HOSTS: readonly string[] = [
  // European Union: ELI, EUR-Lex, the Commission (case register, DG COMP, its representation, EIC as funder).
  'data.europa.eu',
  'eur-lex.europa.eu',
  'competition-cases.ec.europa.eu',
  'competition-policy.ec.europa.eu',
  'germany.representation.ec.europa.eu',
  'eic.ec.europa.eu',
  'commission.europa.eu',
  'european-union.europa.eu',
  'eismea.ec.europa.eu',
  'cinea.ec.europa.eu',
  // Federal law and gazettes.
  'gesetze-im-internet.de',
  'recht.bund.de',
  'bgbl.de',
  'bundesanzeiger.de',
  // Federal authorities and their funding pages.
  'foerderdatenbank.de',
  'bund.de',
  'bafa.de',
  'bmwk.de',
  'bmwe.de',
  'bmbf.de',
  'bmftr.bund.de',
  'bundesfinanzministerium.de',
  'bescheinigung-forschungszulage.de',
  'kfw.de',
  'zim.de',
  'ptj.de',
  'dlr.de',
  'vdivde-it.de',
  'exist.de',
  'existenzgruender.de',
  'bmel.de',
  'ble.de',
  // Länder: law portals and government portals.
  'gesetze-bayern.de',
  'verkuendung-bayern.de',
  'bayern.de',
  'revosax.sachsen.de',
  'sachsen.de',
  'bravors.brandenburg.de',
  'brandenburg.de',
  'landesrecht-bw.de',
  'baden-wuerttemberg.de',
  'recht.nrw.de',
  'nrw.de',
  'wirtschaft.nrw',
  'nordrhein-westfalen-foerdert.nrw',
  'landesrecht.rlp.de',
  'rlp.de',
  'schleswig-holstein.de',
  'berlin.de',
  'hamburg.de',
  'bremen.de',
  'hessen.de',
  'niedersachsen.de',
  'saarland.de',
  'sachsen-anhalt.de',
  'thueringen.de',
  'regierung-mv.de',
  'mv-regierung.de',
  // Länder's funders (Förderbanken, Landesgesellschaften acting for the Land).
  'l-bank.de',
  'lfa.de',
  'sab.sachsen.de',
  'aufbaubank.de',
  'ibb.de',
  'ilb.de',
  'nrwbank.de',
  'wibank.de',
  'isb.rlp.de',
  'ib-sh.de',
  'bab-bremen.de',
  'nbank.de',
  'ifbhh.de',
  'lfi-mv.de',
  'ib-sachsen-anhalt.de',
  'sikb.de',
  // Projektträger acting for a Land (Bayern Innovativ GmbH, Projektträger Bayern of the StMWi).
  'bayern-innovativ.de',
];

/** Whether the URL's host is official (itself or a subdomain of an allowed host). */
export function isOfficialUrl(url: string): boolean {
  let host: string;
  try {
    host = new URL(url).hostname.toLowerCase();
  } catch {
    return false;
  }
  return OFFICIAL_HOSTS.some((h) => host === h || host.endsWith(`.${h}`));
}
