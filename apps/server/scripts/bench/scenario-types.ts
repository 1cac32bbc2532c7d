/** Sample ids from the seeded data, which the scenarios build their request paths from. */
export type Samples = { orgIds: number[]; userIds: number[] };
/** A read endpoint the benchmark loads: `paths` returns the request paths to rotate through. */
export type Scenario = { name: string; paths: (s: Samples) => string[] };
