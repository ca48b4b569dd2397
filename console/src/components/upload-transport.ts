/**
 * A `fetch` for the typed client that reports how much of the request body has been sent: the browser's fetch
 * cannot, XMLHttpRequest can (`upload.onprogress`). The typed client still builds the request (path, token,
 * multipart body) and reads the answer; only the sending differs. Pass it per call:
 * `v2.POST(path, { body, fetch: progressFetch(onProgress) })`.
 */
export type UploadProgressListener = (sent: number, total: number | null) => void;

const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

export function progressFetch(onProgress: UploadProgressListener): (request: Request) => Promise<Response> {
  return async (request) => {
    // A FormData body of a File becomes a Blob that refers to the file: nothing is read into memory here.
    const body = request.method === 'GET' || request.method === 'HEAD' ? null : await request.blob();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      xhr.open(request.method, request.url);
      xhr.responseType = 'blob';
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.upload.onprogress = (event) => onProgress(event.loaded, event.lengthComputable ? event.total : null);
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr.getAllResponseHeaders().trim().split(/[\r\n]+/)) {
          const colon = line.indexOf(':');
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        resolve(new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : (xhr.response as Blob), { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      // As fetch does: a network failure is a TypeError, an abort an AbortError.
      xhr.onerror = () => reject(new TypeError('The upload could not reach the service.'));
      xhr.ontimeout = () => reject(new TypeError('The upload timed out.'));
      xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
      if (request.signal.aborted) return xhr.abort();
      request.signal.addEventListener('abort', () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}
