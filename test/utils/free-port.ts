import { createServer, type AddressInfo } from 'node:net';

/** A port nobody listens on now: an app that must know its address (PUBLIC_BASE_URL) before it starts takes it. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}
