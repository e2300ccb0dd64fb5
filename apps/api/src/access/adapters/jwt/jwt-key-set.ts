import { calculateJwkThumbprint, exportJWK, generateKeyPair, importJWK, type JWK, type KeyLike } from 'jose';

/** The one algorithm we sign and accept (pinned: RFC 8725 section 3.1). */
export const JWT_ALGORITHM = 'ES256';

/**
 * The signing keys of the token endpoint. The first key signs; every key is published in the JWKS, so a
 * new key can be prepended while tokens signed by the old one are still valid (rotation). Without configured
 * keys (development, tests) one key is generated per start.
 */
export class JwtKeySet {
  private constructor(
    readonly signingKey: KeyLike,
    readonly signingKid: string,
    readonly publicJwks: JWK[],
  ) {}

  static async create(configured: string[]): Promise<JwtKeySet> {
    const privateJwks: JWK[] =
      configured.length > 0 ? configured.map((k) => JSON.parse(k) as JWK) : [await generatedJwk()];
    const publicJwks: JWK[] = [];
    for (const jwk of privateJwks) {
      if (jwk.kty !== 'EC' || jwk.crv !== 'P-256')
        throw new Error('JWT_SIGNING_KEYS: only EC P-256 keys (ES256) are accepted');
      const { kty, crv, x, y } = jwk;
      const kid = jwk.kid ?? (await calculateJwkThumbprint({ kty, crv, x, y }));
      publicJwks.push({ kty, crv, x, y, kid, alg: JWT_ALGORITHM, use: 'sig' });
    }
    const first = privateJwks[0]!;
    const signingKey = (await importJWK({ ...first, alg: JWT_ALGORITHM }, JWT_ALGORITHM)) as KeyLike;
    return new JwtKeySet(signingKey, publicJwks[0]!.kid!, publicJwks);
  }
}

async function generatedJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair(JWT_ALGORITHM, { extractable: true });
  return exportJWK(privateKey);
}
