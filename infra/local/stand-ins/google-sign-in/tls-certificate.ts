import { generateKeyPairSync, randomBytes, sign, X509Certificate } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/*
 * A self-signed certificate for localhost, for the hosted sign-in stand-in: aws-amplify always
 * calls the hosted UI at `https://{domain}`, so the stand-in must speak TLS. Made with node:crypto
 * alone (a few DER structures, no openssl) and kept in the data directory, so a browser told once
 * to trust it keeps trusting it across restarts.
 */

// DER: a tag, its length, its content.
function der(tag: number, content: Buffer): Buffer {
  const n = content.length;
  const length =
    n < 0x80
      ? Buffer.from([n])
      : n < 0x100
        ? Buffer.from([0x81, n])
        : Buffer.from([0x82, n >> 8, n & 0xff]);
  return Buffer.concat([Buffer.from([tag]), length, content]);
}
const seq = (...parts: Buffer[]) => der(0x30, Buffer.concat(parts));
const set = (...parts: Buffer[]) => der(0x31, Buffer.concat(parts));
const oid = (bytes: number[]) => der(0x06, Buffer.from(bytes));
const utf8 = (text: string) => der(0x0c, Buffer.from(text, 'utf8'));
const time = (date: Date) =>
  der(0x18, Buffer.from(date.toISOString().replace(/[-:T]/g, '').slice(0, 14) + 'Z'));

const SHA256_WITH_RSA = seq(
  oid([0x2a, 0x86, 0x48, 0x86, 0xf7, 0x0d, 0x01, 0x01, 0x0b]),
  der(0x05, Buffer.alloc(0)),
);
const COMMON_NAME = [0x55, 0x04, 0x03];
const SUBJECT_ALT_NAME = [0x55, 0x1d, 0x11];

/**
 * A serial number DER accepts: positive (top bit clear) and minimally encoded (no leading zero
 * byte), which a plain random one is not, one time in 256, and OpenSSL then refuses the
 * certificate ('illegal padding').
 */
export function positiveSerial(bytes: Buffer): Buffer {
  const serial = Buffer.from(bytes);
  serial[0] = (serial[0]! & 0x7f) | 0x40;
  return serial;
}

/** A DER certificate for `localhost` and 127.0.0.1, signed by its own key. */
export function selfSignedCertificate(days = 825): { key: string; cert: string } {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const name = seq(set(seq(oid(COMMON_NAME), utf8('localhost'))));
  const now = new Date();
  const notAfter = new Date(now.getTime() + days * 86_400_000);
  // SAN: dNSName localhost [2], iPAddress 127.0.0.1 [7]; browsers ignore the common name.
  const altNames = seq(der(0x82, Buffer.from('localhost')), der(0x87, Buffer.from([127, 0, 0, 1])));
  const extensions = der(0xa3, seq(seq(oid(SUBJECT_ALT_NAME), der(0x04, altNames))));
  const serial = positiveSerial(randomBytes(16));
  const tbs = seq(
    der(0xa0, der(0x02, Buffer.from([2]))), // v3
    der(0x02, serial),
    SHA256_WITH_RSA,
    name,
    seq(time(new Date(now.getTime() - 86_400_000)), time(notAfter)),
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
    extensions,
  );
  const signature = sign('sha256', tbs, privateKey);
  const certificate = seq(
    tbs,
    SHA256_WITH_RSA,
    der(0x03, Buffer.concat([Buffer.from([0]), signature])),
  );
  const pem = `-----BEGIN CERTIFICATE-----\n${certificate
    .toString('base64')
    .replace(/.{64}/g, '$&\n')
    .trimEnd()}\n-----END CERTIFICATE-----\n`;
  return { key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), cert: pem };
}

/** The stage's certificate, made on its first start and kept in `<dataDir>/hosted-ui-tls/`. */
export function localhostCertificate(dataDir: string): { key: string; cert: string } {
  const dir = join(dataDir, 'hosted-ui-tls');
  const keyFile = join(dir, 'key.pem');
  const certFile = join(dir, 'cert.pem');
  if (existsSync(keyFile) && existsSync(certFile)) {
    const kept = { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
    // One that has run out is made again (a stage kept for years).
    if (new Date(new X509Certificate(kept.cert).validTo).getTime() > Date.now() + 86_400_000) {
      return kept;
    }
  }
  const made = selfSignedCertificate();
  mkdirSync(dir, { recursive: true });
  writeFileSync(keyFile, made.key, { mode: 0o600 });
  writeFileSync(certFile, made.cert);
  return made;
}
