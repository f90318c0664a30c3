export * from './model';
export * from './estimate';
export * from './store';
export * from './check';
export * from './scheduler';
