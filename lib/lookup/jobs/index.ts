// Bulk jobs: a paginated use case collected in full, in the background (see runner.ts).
export * from './types';
export * from './schema';
export * from './specs';
export * from './estimate';
export * from './store';
export * from './records';
export * from './runner';
export * from './completeness';
export * from './export';
