/**
 * Node flags of the API process. V8 sizes its young generation from the machine's memory (up to 64 MB a semi-space
 * on a large machine), which lets an API streaming a 250 MB upload to disk peak above 256 MB although it holds
 * little; 4 MB semi-spaces keep it near 200 MB at a negligible cost in collection time (docs/benchmarks.md).
 */
export const API_NODE_FLAGS: readonly string[] = ['--max-semi-space-size=4'];
