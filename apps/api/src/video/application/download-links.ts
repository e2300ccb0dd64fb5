import { createHmac, timingSafeEqual } from 'node:crypto';
import { VIDEO_FILE_KINDS, type VideoFileKind } from '../domain/video-job';
import { UUID_PATTERN as UUID } from '@libs/shared';

/** What a download link grants: one file of one job of one tenant and mode, until `expiresAt` (seconds). */
export interface DownloadGrant {
  tenantId: string;
  sandbox: boolean;
  jobId: string;
  kind: VideoFileKind;
  expiresAt: number;
}

const PAYLOAD_BYTES = 16 + 16 + 1 + 4;
/** 128 bits of HMAC-SHA256: forging still takes 2^128 tries, and the link stays under the 100-character path limit. */
const MAC_BYTES = 16;

const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex');
const uuidOf = (b: Buffer) => {
  const h = b.toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
};

/**
 * Signed, expiring download tokens (HMAC-SHA256, like an S3 presigned URL): the token names tenant, mode,
 * job, file and expiry in 37 bytes, so the download route needs no API key and cannot be pointed at another
 * tenant's file without the server's key. Base64url, 74 characters.
 */
export class DownloadLinks {
  constructor(private readonly key: Buffer) {}

  sign(grant: DownloadGrant): string {
    if (!UUID.test(grant.tenantId) || !UUID.test(grant.jobId)) throw new Error('download grant needs UUIDs');
    const payload = Buffer.alloc(PAYLOAD_BYTES);
    uuidBytes(grant.tenantId).copy(payload, 0);
    uuidBytes(grant.jobId).copy(payload, 16);
    payload.writeUInt8((grant.sandbox ? 0x80 : 0) | VIDEO_FILE_KINDS.indexOf(grant.kind), 32);
    payload.writeUInt32BE(grant.expiresAt, 33);
    return Buffer.concat([payload, this.mac(payload)]).toString('base64url');
  }

  /** The grant of a well-signed token (expired or not: the caller compares with its clock), else null. */
  verify(token: string): DownloadGrant | null {
    if (!/^[A-Za-z0-9_-]{1,200}$/.test(token)) return null;
    const raw = Buffer.from(token, 'base64url');
    // Only the canonical spelling: the decoder ignores the last character's 2 unused bits, so four
    // strings would otherwise open the same file; a link is compared as the exact string we issued.
    if (raw.length !== PAYLOAD_BYTES + MAC_BYTES || raw.toString('base64url') !== token) return null;
    const payload = raw.subarray(0, PAYLOAD_BYTES);
    if (!timingSafeEqual(raw.subarray(PAYLOAD_BYTES), this.mac(payload))) return null;
    const flags = payload.readUInt8(32);
    const kind = VIDEO_FILE_KINDS[flags & 0x7f];
    if (!kind) return null;
    return {
      tenantId: uuidOf(payload.subarray(0, 16)),
      jobId: uuidOf(payload.subarray(16, 32)),
      sandbox: (flags & 0x80) !== 0,
      kind,
      expiresAt: payload.readUInt32BE(33),
    };
  }

  private mac(payload: Buffer): Buffer {
    return createHmac('sha256', this.key)
      .update('video-download.')
      .update(payload)
      .digest()
      .subarray(0, MAC_BYTES);
  }
}
