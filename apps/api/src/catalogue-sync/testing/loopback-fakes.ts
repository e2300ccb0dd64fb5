import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** DIP-shaped Vorgänge on two cursor pages: one on the Forschungszulage, one unrelated. */
const DIP_PAGES: Record<string, unknown> = {
  '': {
    numFound: 2,
    cursor: 'page-2',
    documents: [
      {
        id: '311001',
        titel: 'Gesetz zur Änderung des Forschungszulagengesetzes (FZulG)',
        abstract: 'Anhebung der Bemessungsgrundlage der Forschungszulage.',
        aktualisiert: '2026-11-20T10:00:00+01:00',
        vorgangstyp: 'Gesetzgebung',
        verkuendung: [{ verkuendungsdatum: '2026-11-18', fundstelle: 'BGBl. 2026 I Nr. 300' }],
        inkrafttreten: [{ datum: '2027-01-01' }],
      },
    ],
  },
  'page-2': {
    numFound: 2,
    cursor: 'page-3',
    documents: [
      { id: '311002', titel: 'Gesetz über den Hochwasserschutz', aktualisiert: '2026-11-21T10:00:00+01:00' },
    ],
  },
  'page-3': { numFound: 2, cursor: 'page-3', documents: [] },
};

export interface LoopbackFakes {
  server: Server;
  dump: Buffer;
  dipRequests: URL[];
  url: string;
}

/** The dump host (`/data/csv_data.zip`, whatever `dump` holds) and a DIP API (`/dip/api/v1/vorgang`) on loopback. */
export async function startLoopbackFakes(): Promise<LoopbackFakes> {
  const fakes = { dump: Buffer.alloc(0), dipRequests: [] as URL[] } as LoopbackFakes;
  fakes.server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname === '/data/csv_data.zip') return res.writeHead(200).end(fakes.dump);
    if (url.pathname === '/dip/api/v1/vorgang') {
      fakes.dipRequests.push(url);
      if (req.headers.authorization !== 'ApiKey dip-test-key') return res.writeHead(401).end();
      return res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify(DIP_PAGES[url.searchParams.get('cursor') ?? '']));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => fakes.server.listen(0, '127.0.0.1', resolve));
  fakes.url = `http://127.0.0.1:${(fakes.server.address() as AddressInfo).port}`;
  return fakes;
}
