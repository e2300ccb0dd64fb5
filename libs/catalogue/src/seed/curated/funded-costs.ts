import type { CostKind } from '@libs/shared';

const INV: CostKind[] = ['investment'];
const INV_OP: CostKind[] = ['investment', 'operating'];
const RD: CostKind[] = ['rdPersonnel', 'contractResearch'];
const RD_EXTERNAL: CostKind[] = ['contractResearch'];
const CONSULTING: CostKind[] = ['consulting'];
const DIGITAL: CostKind[] = ['investment', 'consulting'];

/**
 * The cost kinds each program's guideline funds, where its legal basis does not name them (a GBER article or
 * the FZulG does; see @libs/funding-plans `candidateFromProgram`). Read from the catalogue's description and
 * rate rules of the program (programs.research.json); a program not listed here is not planned by the funding
 * planner on its own (COST_KINDS_UNKNOWN) unless the caller names its cost kinds. Programs for private persons,
 * stipends for founders and export cover fund no project costs and stay unlisted.
 */
export const FUNDED_COSTS: Record<string, CostKind[]> = {
  // Energy and resource efficiency (BAFA EEW modules, BEG, BEW): investment in plant and buildings.
  'bafa-eew-modul1-querschnittstechnologien': INV,
  'bafa-eew-modul2-prozesswaerme': INV,
  'bafa-eew-modul4-optimierung': INV,
  'bafa-beg-einzelmassnahmen': INV,
  'bafa-bew-effiziente-waermenetze': INV,
  // Consulting grants: the consultant's fee.
  'bafa-foerderung-unternehmensberatungen-kmu': CONSULTING,
  'bafa-energieberatung-nichtwohngebaeude': CONSULTING,
  'be-coaching-bonus': CONSULTING,
  // Trade fairs for young innovative firms: participation costs (operating).
  'bafa-messeprogramm-junge-innovative-unternehmen': ['operating'],
  // Horizon Europe and the EIC: research and innovation work (personnel, subcontracting), not machinery.
  'eu-eic-accelerator': RD,
  'eu-eic-pathfinder-open': RD,
  'eu-eic-transition': RD,
  'eu-horizon-europe-research-innovation-actions': RD,
  'eu-horizon-europe-innovation-actions': RD,
  'eu-life-standard-action-projects': ['investment', 'rdPersonnel', 'operating'],
  // Promotional loans for investment and working capital (KfW, Länder banks).
  'kfw-erp-gruenderkredit-startgeld-067': INV_OP,
  'kfw-erp-foerderkredit-kmu-365-366': INV_OP,
  'kfw-erp-foerderkredit-gruendung-nachfolge-077': INV_OP,
  'kfw-erp-foerderkredit-digitalisierung-511-512': INV_OP,
  'kfw-erp-foerderkredit-innovation-513-514': ['investment', 'operating', 'rdPersonnel'],
  'kfw-erneuerbare-energien-standard-270': INV,
  'kfw-klimaschutzoffensive-mittelstand-293': INV,
  'bw-lbank-startfinanzierung-80': INV_OP,
  'bw-digitalisierungsfinanzierung': INV_OP,
  'by-lfa-gruendungs-wachstumskredit': INV_OP,
  'by-lfa-innovationskredit-4-0': ['investment', 'operating', 'rdPersonnel'],
  'sh-ibsh-innovationsdarlehen': ['investment', 'operating', 'rdPersonnel'],
  'sh-ibsh-wachstum-im-norden': INV_OP,
  'sl-startkapital-programm': INV_OP,
  'sl-sikb-gruendungs-wachstumsfinanzierung': INV_OP,
  'st-ib-digitalisierungsdarlehen': INV_OP,
  'hb-bab-mikrokredit': INV_OP,
  // Guarantees secure loans for investment and working capital.
  'buergschaftsbanken-ausfallbuergschaft': INV_OP,
  'sn-buergschaftsbank-sachsen-buergschaft-ohne-bank': INV_OP,
  // Innovation vouchers: R&D work bought from research institutions.
  'bw-innovationsgutschein-bw': RD_EXTERNAL,
  'bw-innovationsgutschein-hightech-bw': RD_EXTERNAL,
  'bw-innovationsgutschein-startup-bw': RD_EXTERNAL,
  'by-innovationsgutschein-bayern': RD_EXTERNAL,
  'rp-innovationsgutschein-fue-auftrag': RD_EXTERNAL,
  'sn-sab-innovationspraemie': RD_EXTERNAL,
  'bb-brandenburgischer-innovationsgutschein-2025': RD,
  // Digitalisation bonuses: hardware/software and implementation services.
  'by-digitalbonus-standard': DIGITAL,
  'by-digitalbonus-plus': DIGITAL,
  'nw-mid-digitalisierung': DIGITAL,
  'th-digitalbonus-thueringen': DIGITAL,
  'sl-digitalinvest-kmu': DIGITAL,
  'mv-digitrans': DIGITAL,
};
