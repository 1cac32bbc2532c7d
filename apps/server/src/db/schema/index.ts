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
export * from './files';
export * from './users';
export * from './numbers';
export * from './internal-leads';
export * from './event-actions';
export * from './onboarding';
export * from './lead-stages';
export * from './integrations';
