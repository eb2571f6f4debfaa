import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchImage, type ResolvedAddress } from '#lambdas/import/fetch-image';
import { ipv6Groups, isPublicAddress } from '#lambdas/import/public-address';

describe('public addresses', () => {
  it.each([
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['93.184.216.34'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4009:80b::200e'],
    ['::ffff:8.8.8.8'],
    ['64:ff9b::808:808'],
    ['2002:808:808::1'],
  ])('%s is public', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.255.254', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local (instance metadata)'],
    ['169.254.170.2', 'link-local (container credentials)'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fc00::1', 'unique-local'],
    ['fd12:3456:789a::1', 'unique-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['fec0::1', 'site-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::127.0.0.1', 'IPv4-compatible'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of the metadata address'],
    ['64:ff9b::7f00:1', 'NAT64 of loopback'],
    ['2002:a9fe:a9fe::1', '6to4 of the metadata address'],
    ['2002:7f00:1::', '6to4 of loopback'],
    ['2001:db8::1', 'documentation'],
    ['2001::1', 'Teredo'],
    ['100::1', 'discard'],
    ['not-an-address', 'not an address'],
  ])('%s is refused (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('expands IPv6 forms', () => {
    expect(ipv6Groups('::ffff:1.2.3.4')).toEqual([0, 0, 0, 0, 0, 0xffff, 0x0102, 0x0304]);
    expect(ipv6Groups('fe80::1')).toEqual([0xfe80, 0, 0, 0, 0, 0, 0, 1]);
    expect(ipv6Groups('1:2:3:4:5:6:7:8')).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
  });
});

describe('the URL guard', () => {
  let server: Server;
  let port: number;
  let other: Server;
  let otherPort: number;
  let jpeg: Buffer;
  const hits: string[] = [];

  beforeAll(async () => {
    jpeg = await sharp({
      create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 40, b: 40 } },
    })
      .jpeg()
      .toBuffer();
    server = createServer((request, response) => {
      const path = request.url ?? '/';
      hits.push(path);
      const redirect = (location: string) => {
        response.writeHead(302, { location });
        response.end();
      };
      if (path === '/van.jpg') {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        return response.end(jpeg);
      }
      if (path === '/to-loopback') return redirect('http://127.0.0.1/van.jpg');
      if (path === '/to-other-port') return redirect(`http://127.0.0.1:${otherPort}/van.jpg`);
      if (path === '/to-localhost') return redirect(`http://localhost/van.jpg`);
      if (path === '/to-metadata') return redirect('http://169.254.169.254/latest/meta-data/');
      if (path === '/to-decimal-metadata') return redirect('http://2852039166/latest/');
      if (path === '/to-mapped') return redirect('http://[::ffff:127.0.0.1]/van.jpg');
      if (path === '/to-file') return redirect('file:///etc/passwd');
      if (path === '/relative') return redirect('/van.jpg');
      const hops = /^\/hops\/(\d+)$/.exec(path);
      if (hops) {
        const left = Number(hops[1]);
        return redirect(left === 0 ? '/van.jpg' : `/hops/${left - 1}`);
      }
      if (path === '/html') {
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        return response.end('<html>not an image</html>');
      }
      if (path === '/huge') {
        response.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': 50_000_000 });
        return response.end();
      }
      if (path === '/endless') {
        // No length: the guard must stop reading past its limit on its own.
        response.writeHead(200, { 'content-type': 'image/jpeg' });
        response.write(jpeg.subarray(0, 4));
        const block = Buffer.alloc(256 * 1024);
        const timer = setInterval(() => {
          if (!response.write(block)) return;
        }, 1);
        response.on('close', () => clearInterval(timer));
        return;
      }
      if (path === '/slow') return; // never answers
      if (path === '/missing') {
        response.writeHead(404);
        return response.end();
      }
      response.writeHead(500);
      response.end();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
    // Another local server: a redirect to it must be refused (loopback, not allow-listed).
    other = createServer((_request, response) => {
      hits.push('other');
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end(jpeg);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherPort = (other.address() as AddressInfo).port;
  });

  afterAll(async () => {
    server.closeAllConnections();
    other.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    await new Promise((resolve) => other.close(resolve));
  });

  const local = () => ({ allowHosts: [`127.0.0.1:${port}`] });
  const url = (path: string) => `http://127.0.0.1:${port}${path}`;

  it('fetches an image from the allow-listed test server, redirects within it too', async () => {
    const fetched = await fetchImage(url('/van.jpg'), local());
    expect(fetched).toMatchObject({ ok: true, url: url('/van.jpg') });
    expect(fetched.ok && fetched.bytes.equals(jpeg)).toBe(true);
    expect(await fetchImage(url('/relative'), local())).toMatchObject({ ok: true });
    expect(await fetchImage(url('/hops/1'), local())).toMatchObject({ ok: true });
  });

  it('refuses the same server without the allow-list: loopback, and not port 80/443', async () => {
    const before = hits.length;
    expect(await fetchImage(url('/van.jpg'))).toMatchObject({ ok: false });
    expect(await fetchImage(`http://127.0.0.1/van.jpg`)).toEqual({
      ok: false,
      reason: '127.0.0.1 resolves to a non-public address (127.0.0.1)',
    });
    expect(await fetchImage('http://localhost/van.jpg')).toMatchObject({
      ok: false,
      reason: expect.stringContaining('non-public address'),
    });
    expect(hits.length).toBe(before);
  });

  it.each([
    ['/to-loopback', 'non-public address (127.0.0.1)'],
    ['/to-other-port', `port `],
    ['/to-localhost', 'non-public address'],
    ['/to-metadata', 'non-public address (169.254.169.254)'],
    ['/to-decimal-metadata', 'non-public address (169.254.169.254)'],
    ['/to-mapped', 'non-public address (::ffff:7f00:1)'],
    ['/to-file', 'file: URL'],
  ])('refuses a redirect %s, checked again after the redirect', async (path, reason) => {
    const before = hits.filter((hit) => hit === 'other').length;
    const fetched = await fetchImage(url(path), local());
    expect(fetched).toMatchObject({ ok: false, reason: expect.stringContaining(reason) });
    // The refused target was never asked.
    expect(hits.filter((hit) => hit === 'other').length).toBe(before);
  });

  it('follows at most 3 redirects', async () => {
    // /hops/2 -> /hops/1 -> /hops/0 -> /van.jpg: three.
    expect(await fetchImage(url('/hops/2'), local())).toMatchObject({ ok: true });
    expect(await fetchImage(url('/hops/3'), local())).toEqual({
      ok: false,
      reason: 'more than 3 redirects',
    });
  });

  it.each([
    ['http://169.254.169.254/latest/meta-data/', 'non-public'],
    ['http://2852039166/', 'non-public address (169.254.169.254)'],
    ['http://0xA9FEA9FE/', 'non-public address (169.254.169.254)'],
    ['http://0251.0376.0251.0376/', 'non-public address (169.254.169.254)'],
    ['http://2130706433/', 'non-public address (127.0.0.1)'],
    ['http://0x7f.1/', 'non-public address (127.0.0.1)'],
    ['http://017700000001/', 'non-public address (127.0.0.1)'],
    ['http://127.1/', 'non-public address (127.0.0.1)'],
    ['http://0/', 'non-public address (0.0.0.0)'],
    ['http://[::1]/', 'non-public address (::1)'],
    ['http://[::ffff:169.254.169.254]/', 'non-public address (::ffff:a9fe:a9fe)'],
    ['http://[fd00::1]/', 'non-public'],
    ['http://[fe80::1]/', 'non-public'],
    ['http://10.1.2.3/', 'non-public'],
    ['http://192.168.0.1/', 'non-public'],
    ['ftp://example.com/van.jpg', 'ftp: URL'],
    ['file:///etc/passwd', 'file: URL'],
    ['gopher://example.com/', 'gopher: URL'],
    ['http://example.com:8080/van.jpg', 'port 8080'],
    ['http://example.com:22/van.jpg', 'port 22'],
    ['http://user:pass@example.com/van.jpg', 'credentials in the URL'],
    ['not a url', 'not a URL'],
  ])('refuses %s before any request', async (text, reason) => {
    const resolve = async (): Promise<ResolvedAddress[]> => [
      { address: '93.184.216.34', family: 4 },
    ];
    expect(await fetchImage(text, { resolve })).toMatchObject({
      ok: false,
      reason: expect.stringContaining(reason),
    });
  });

  it('refuses a name with any non-public address among its answers (DNS rebinding)', async () => {
    const answers: Record<string, ResolvedAddress[]> = {
      'mixed.example': [
        { address: '93.184.216.34', family: 4 },
        { address: '10.0.0.5', family: 4 },
      ],
      'v6.example': [{ address: 'fd00::5', family: 6 }],
      'metadata.example': [{ address: '169.254.169.254', family: 4 }],
      'nowhere.example': [],
    };
    const resolve = async (host: string) => answers[host] ?? [];
    for (const host of Object.keys(answers)) {
      expect(await fetchImage(`https://${host}/van.jpg`, { resolve })).toMatchObject({ ok: false });
    }
    // A name that does not resolve at all.
    expect(
      await fetchImage('https://does-not-exist.invalid/van.jpg', {
        resolve: async () => {
          throw Object.assign(new Error('ENOTFOUND'), { code: 'ENOTFOUND' });
        },
      }),
    ).toEqual({ ok: false, reason: 'does-not-exist.invalid does not resolve' });
  });

  it('connects to the address it checked, not to a second DNS answer', async () => {
    // The allow-listed name resolves once to the test server; the socket must use that answer.
    let lookups = 0;
    const fetched = await fetchImage(`http://images.test:${port}/van.jpg`, {
      allowHosts: [`images.test:${port}`],
      resolve: async () => {
        lookups += 1;
        return [{ address: '127.0.0.1', family: 4 }];
      },
    });
    expect(fetched).toMatchObject({ ok: true });
    expect(lookups).toBe(1);
  });

  it('refuses what is not an image, too large, missing, or too slow', async () => {
    expect(await fetchImage(url('/html'), local())).toEqual({ ok: false, reason: 'not an image' });
    expect(await fetchImage(url('/huge'), local())).toMatchObject({
      ok: false,
      reason: expect.stringContaining('50000000 declared'),
    });
    expect(await fetchImage(url('/endless'), local())).toMatchObject({
      ok: false,
      reason: expect.stringMatching(/^larger than 5242880 bytes/),
    });
    expect(await fetchImage(url('/missing'), local())).toEqual({ ok: false, reason: 'HTTP 404' });
    const started = Date.now();
    expect(await fetchImage(url('/slow'), { ...local(), timeoutMs: 300 })).toEqual({
      ok: false,
      reason: 'no answer within 300 ms',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
