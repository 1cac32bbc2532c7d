// The schema registry that Drizzle needs as one object; each area keeps its own file.
export * from './auth';
export * from './audit';
export * from './teams';
export * from './kyc';
export * from './subscriptions';
export * from './payments';
export * from './calls';
export * from './notes';
export * from './outbox';
