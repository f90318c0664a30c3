/**
 * Catalogue keys from the code's names: a snake_case id (a use case, a kind) is keyed in
 * camelCase ("page_posts" → "pagePosts"), typed so that tsc checks the key.
 */
export type Camel<S extends string> = S extends `${infer A}_${infer B}` ? `${A}${Capitalize<Camel<B>>}` : S;

export const camelKey = <S extends string>(s: S): Camel<S> => s.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase()) as Camel<S>;
