/** The English package's dictionaries, imported one by one so that only the ones used are loaded. */
declare module "@zxcvbn-ts/language-en/dist/*.json.mjs" {
  const words: string[];
  export default words;
}

declare module "@zxcvbn-ts/language-en/dist/wordSequences.json.mjs" {
  const sequences: Record<string, string[]>;
  export default sequences;
}

declare module "@zxcvbn-ts/language-en/dist/translations.mjs" {
  import type { TranslationKeys } from "@zxcvbn-ts/core";

  const translations: TranslationKeys;
  export default translations;
}
