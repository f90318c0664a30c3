// The lookup layer: use cases over the service, with cache, single-flight, budget and ledger.
export * from './use-cases';
export * from './plan';
export * from './chains';
export * from './run';
export * from './cache-types';
export * from './ledger';
export * from './history';
export * from './store';
export * from './client-provider';
