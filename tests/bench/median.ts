/** The middle value (the upper one of an even count): what the Node-side figures report. */
export const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
