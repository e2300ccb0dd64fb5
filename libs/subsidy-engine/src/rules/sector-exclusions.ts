import type { LegalBasis } from '@libs/shared';
import { LEGAL_SOURCES } from './legal-sources';

export interface SectorExclusion {
  prefixes: readonly string[];
  label: string;
  legalSource: string;
  unverified?: string;
}

/**
 * Sectors the legal basis itself excludes, whatever the program's own list says.
 * - General de-minimis: primary production of agricultural (NACE 01) and fishery/aquaculture (03) products.
 * - Regional aid (GBER Art. 13): coal and lignite, steel, energy generation and supply, transport.
 */
export function legalSectorExclusions(basis: LegalBasis): SectorExclusion[] {
  if (basis.kind === 'deminimis' && basis.regulation === 'general') {
    return [
      {
        prefixes: ['01', '03'],
        label: 'Primärerzeugung landwirtschaftlicher Erzeugnisse, Fischerei und Aquakultur',
        legalSource: LEGAL_SOURCES.deminimisScope,
      },
    ];
  }
  if (basis.kind === 'regional-aid-map') {
    return [
      {
        prefixes: ['05', '24.1', '35', '49', '50', '51'],
        label: 'Kohle, Stahl, Energieerzeugung und -versorgung, Verkehr (Regionalbeihilfen)',
        legalSource: LEGAL_SOURCES.gberArt13,
        unverified:
          'Zuordnung der Art.-13-Sektoren zu NACE-Klassen (24.1 Stahl, 49-51 Verkehr) nicht amtlich bestätigt',
      },
    ];
  }
  return [];
}
