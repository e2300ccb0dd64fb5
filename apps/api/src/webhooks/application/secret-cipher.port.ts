/** Encrypts signing secrets at rest (they are needed in plaintext to sign, so they cannot be hashed). */
export abstract class SecretCipher {
  abstract encrypt(plaintext: string): string;
  abstract decrypt(ciphertext: string): string;
}
