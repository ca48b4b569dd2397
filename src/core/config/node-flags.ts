/**
 * Node flags of the API process. V8 sizes its young generation from the machine's memory (up to 64 MB a semi-space
 * on a large machine), which lets an API streaming a 250 MB upload to disk peak above 256 MB although it holds
 * little; 4 MB semi-spaces keep it near 200 MB at a negligible cost in collection time. Its old generation is capped at
 * 192 MB: uncapped, V8 let the garbage of streamed reports grow it page after page (a basic CSV of 10,000 rows: 174 MB
 * idle, 423 MB after 30 pages, for under 128 MB alive); capped, it stays near 240 MB (docs/benchmarks.md).
 * `--expose-gc` lets an upload prompt young-generation collections while its body streams in, so its dead socket
 * read buffers are freed within milliseconds (`CollectReadBuffers`, src/core/http/uploads.ts).
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4', '--max-old-space-size=192', '--expose-gc'];

/**
 * Node flags of the worker process: an old generation capped at 224 MB and 16 MB semi-spaces. Uncapped, V8 lets a
 * long job's garbage (an ACH batch of 100,000 transfers, 10,000 emails) grow the heap to several times what it holds
 * alive: 350-550 MB resident for about 100 MB live. Capped, it collects sooner: the batch peaks near 230 MB at the
 * same speed. 16 MB semi-spaces (32 before) keep the worker under 256 MB while it sends 100,000 emails; since the
 * sender allocates less per email they no longer cost it throughput (docs/benchmarks.md, Emails and memory).
 */
export const WORKER_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=16', '--max-old-space-size=224'];
