import { PassThrough, Writable } from 'node:stream';
import type { Request } from 'express';
import { canonicalJson, fingerprint, fingerprintMultipart, requestIdentity, type MultipartContent, type RequestIdentity } from './request-fingerprint';

const identity: RequestIdentity = { method: 'POST', path: '/v2/campaign-manager/bank-accounts', query: {} };

describe('canonicalJson', () => {
  it('ignores the order of object members, at every depth', () => {
    expect(canonicalJson({ b: 1, a: { d: [1, 2], c: 'x' } })).toBe(canonicalJson({ a: { c: 'x', d: [1, 2] }, b: 1 }));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it('keeps the order of arrays and tells values and types apart', () => {
    expect(canonicalJson([1, 2])).not.toBe(canonicalJson([2, 1]));
    expect(canonicalJson({ a: 1 })).not.toBe(canonicalJson({ a: '1' }));
    expect(canonicalJson({ a: null })).not.toBe(canonicalJson({}));
    expect(canonicalJson({ a: 'x"y' })).toBe('{"a":"x\\"y"}');
  });

  it('leaves out undefined members, like JSON', () => {
    expect(canonicalJson({ a: 1, b: undefined })).toBe(canonicalJson({ a: 1 }));
  });

  it('keeps a __proto__ member a body may carry, and reads null-prototype objects (multer fields)', () => {
    expect(canonicalJson(JSON.parse('{"__proto__":{"x":1}}'))).toBe('{"__proto__":{"x":1}}');
    const fields = Object.assign(Object.create(null) as Record<string, string>, { name: 'Rebates' });
    expect(canonicalJson(fields)).toBe('{"name":"Rebates"}');
  });

  it('uses toJSON where a value has one', () => {
    expect(canonicalJson({ at: new Date('2026-11-21T10:00:00.000Z') })).toBe('{"at":"2026-11-21T10:00:00.000Z"}');
  });
});

describe('fingerprint', () => {
  const body = { fundsHolderId: '0192b4a4-0000-7000-8000-000000000001', name: 'Study payouts' };

  it('is the same for the same request, whatever the member order', () => {
    expect(fingerprint(identity, { json: body })).toBe(fingerprint(identity, { json: { name: body.name, fundsHolderId: body.fundsHolderId } }));
    expect(fingerprint(identity, { json: body })).toMatch(/^[0-9a-f]{64}$/);
  });

  it('differs for a different body', () => {
    expect(fingerprint(identity, { json: body })).not.toBe(fingerprint(identity, { json: { ...body, name: 'Other' } }));
    expect(fingerprint(identity, { json: body })).not.toBe(fingerprint(identity, { json: { ...body, extra: true } }));
  });

  it('differs for another method, path (v2 against v3), or query', () => {
    const base = fingerprint(identity, { json: body });
    expect(fingerprint({ ...identity, method: 'PUT' }, { json: body })).not.toBe(base);
    expect(fingerprint({ ...identity, path: '/v3/distribution-manager/bank-accounts' }, { json: body })).not.toBe(base);
    expect(fingerprint({ ...identity, query: { dryRun: 'true' } }, { json: body })).not.toBe(base);
  });

  it('never takes a JSON body for a multipart one', () => {
    const multipart: MultipartContent = { fields: { name: 'x' }, files: [] };
    expect(fingerprint(identity, { json: multipart })).not.toBe(fingerprint(identity, { multipart }));
  });
});

describe('requestIdentity', () => {
  it('is the full path without trailing slashes, with the method and query', () => {
    const request = { method: 'POST', baseUrl: '', path: '/v2/campaign-manager/bank-accounts/', query: { a: '1' } } as unknown as Request;
    expect(requestIdentity(request)).toEqual({ method: 'POST', path: '/v2/campaign-manager/bank-accounts', query: { a: '1' } });
  });
});

interface Part {
  name: string;
  value?: string;
  file?: { filename: string; type: string; content: Buffer };
}

function multipartBody(boundary: string, parts: Part[]): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.file ? `form-data; name="${part.name}"; filename="${part.file.filename}"` : `form-data; name="${part.name}"`;
    const headers = `--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.file ? `Content-Type: ${part.file.type}\r\n` : ''}\r\n`;
    chunks.push(Buffer.from(headers), part.file ? part.file.content : Buffer.from(part.value ?? ''), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

/** A stand-in for an IncomingMessage: a stream with headers, fed the body in small chunks. */
function fakeRequest(boundary: string, body: Buffer): PassThrough & Request {
  const stream = new PassThrough();
  return Object.assign(stream, {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
  }) as unknown as PassThrough & Request;
}

function feed(request: PassThrough, body: Buffer): void {
  for (let offset = 0; offset < body.length; offset += 7) request.write(body.subarray(offset, offset + 7));
  request.end();
}

async function contentOf(boundary: string, parts: Part[]): Promise<MultipartContent> {
  const body = multipartBody(boundary, parts);
  const request = fakeRequest(boundary, body);
  const fingerprinter = fingerprintMultipart(request);
  fingerprinter.drain();
  feed(request, body);
  return fingerprinter.content;
}

describe('fingerprintMultipart', () => {
  const pdf = Buffer.from('%PDF-1.4 supporting document');
  const parts: Part[] = [
    { name: 'settlementFundName', value: 'Rebates FBO' },
    { name: 'attachments', file: { filename: 'articles.pdf', type: 'application/pdf', content: pdf } },
  ];
  const digest = async (boundary: string, p: Part[]) => fingerprint(identity, { multipart: await contentOf(boundary, p) });

  it('reads the text fields and each file as field name, original name, type, size and sha256', async () => {
    const content = await contentOf('boundary-1', parts);
    expect(content.fields).toEqual({ settlementFundName: 'Rebates FBO' });
    expect(content.files).toEqual([
      { fieldName: 'attachments', originalName: 'articles.pdf', mimeType: 'application/pdf', size: pdf.length, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  it('is the same for the same form sent with another boundary', async () => {
    expect(await digest('boundary-1', parts)).toBe(await digest('a-completely-different-boundary', parts));
  });

  it('differs for a file of the same name and size but other content, another file name, or another field value', async () => {
    const base = await digest('b', parts);
    const otherContent = Buffer.from(pdf.toString().replace('document', 'DOCUMENT'));
    expect(otherContent.length).toBe(pdf.length);
    expect(await digest('b', [parts[0]!, { name: 'attachments', file: { ...parts[1]!.file!, content: otherContent } }])).not.toBe(base);
    expect(await digest('b', [parts[0]!, { name: 'attachments', file: { ...parts[1]!.file!, filename: 'other.pdf' } }])).not.toBe(base);
    expect(await digest('b', [{ name: 'settlementFundName', value: 'Other FBO' }, parts[1]!])).not.toBe(base);
  });

  it('lets another reader (the route parser) receive the whole body while it fingerprints it', async () => {
    const body = multipartBody('tee', parts);
    const request = fakeRequest('tee', body);
    const fingerprinter = fingerprintMultipart(request);
    const received: Buffer[] = [];
    // Nothing flows before a consumer pipes the request, as when the route's multer starts.
    feed(request, body);
    await new Promise((resolve) => setImmediate(resolve));
    const finished = new Promise<void>((resolve) => {
      const sink = new Writable({ write: (chunk: Buffer, _encoding, callback) => (received.push(chunk), callback()) });
      sink.on('finish', resolve);
      request.pipe(sink);
    });
    const content = await fingerprinter.content;
    await finished;
    expect(Buffer.concat(received).equals(body)).toBe(true);
    expect(content.files).toHaveLength(1);
  });

  it('rejects a body that is not valid multipart', async () => {
    const body = Buffer.from('--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nvalue-without-closing-boundary');
    const request = fakeRequest('x', body);
    const fingerprinter = fingerprintMultipart(request);
    fingerprinter.drain();
    feed(request, body);
    await expect(fingerprinter.content).rejects.toThrow();
  });
});
