// The use cases' names, inputs and request schema. Their entries (table.ts) are imported by path:
// they bring the chains, which import these types.
export * from './inputs';
