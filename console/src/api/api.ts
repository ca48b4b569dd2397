import { createV2Client, createV3Client } from '../../../clients/typescript';
import { ApiProblem, type ProblemDocument } from './problem';

/** The console's only way to the service: the repository's typed client, with the signed-in person's token. */
export function createApi(token: () => Promise<string>) {
  const baseUrl = window.location.origin;
  return { v2: createV2Client({ baseUrl, token }), v3: createV3Client({ baseUrl, token }) };
}

export type Api = ReturnType<typeof createApi>;

interface Answer<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The answer's body, or an ApiProblem for any answer that is not a success. */
export async function ok<T>(call: Promise<Answer<T>>): Promise<T> {
  const { data, error, response } = await call;
  if (!response.ok) {
    const problem: ProblemDocument = typeof error === 'object' && error !== null ? (error as ProblemDocument) : { status: response.status, title: response.statusText };
    throw new ApiProblem(response.status, problem);
  }
  return data as T;
}
