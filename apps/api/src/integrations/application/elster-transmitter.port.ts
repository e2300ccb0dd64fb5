/** What the ELSTER side of this installation can do. */
export interface ElsterCapability {
  transmission: 'available' | 'not_available';
  reason: string;
  supported: string[];
}

/**
 * Sends a prepared filing to the tax authority. Only ERiC (the ELSTER Rich Client, a native library available
 * after registration with the Bayerisches Landesamt für Steuern, used with the filer's certificate) can do
 * that; an adapter for it implements this port. Until then `NoElsterTransmitter` says honestly that nothing is
 * transmitted.
 */
export abstract class ElsterTransmitter {
  abstract capability(): ElsterCapability;
}

export class NoElsterTransmitter extends ElsterTransmitter {
  capability(): ElsterCapability {
    return {
      transmission: 'not_available',
      reason:
        'Die Übermittlung an ELSTER verlangt ERiC (native Bibliothek nach Registrierung beim Bayerischen Landesamt für Steuern, Hersteller-ID) und das ELSTER-Zertifikat des Antragstellers. Beides ist in dieser Installation nicht eingerichtet; die API bereitet den Antrag vor, den Sie in Mein ELSTER selbst stellen.',
      supported: ['forschungszulage_preparation'],
    };
  }
}
