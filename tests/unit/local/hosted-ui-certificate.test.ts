import { X509Certificate } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  positiveSerial,
  selfSignedCertificate,
} from '#infra/local/stand-ins/google-sign-in/tls-certificate';

describe("the hosted sign-in stand-in's certificate", () => {
  it('is a certificate for localhost and 127.0.0.1 that verifies with its own key', () => {
    const made = new X509Certificate(selfSignedCertificate().cert);
    expect(made.subjectAltName).toBe('DNS:localhost, IP Address:127.0.0.1');
    expect(made.verify(made.publicKey)).toBe(true);
    expect(new Date(made.validTo).getTime()).toBeGreaterThan(Date.now() + 365 * 86_400_000);
  });

  it('has a serial DER accepts whatever the random bytes: positive, no leading zero byte', () => {
    for (const first of [0x00, 0x01, 0x7f, 0x80, 0xff]) {
      const serial = positiveSerial(Buffer.from([first, 0x00, 0x05]));
      expect(serial[0]! & 0x80).toBe(0);
      expect(serial[0]).not.toBe(0);
    }
  });
});
