/// <reference path="./zxcvbn-dictionaries.d.ts" />
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary as commonDictionary } from "@zxcvbn-ts/language-common";
import commonWords from "@zxcvbn-ts/language-en/dist/commonWords.json.mjs";
import firstnames from "@zxcvbn-ts/language-en/dist/firstnames.json.mjs";
import translations from "@zxcvbn-ts/language-en/dist/translations.mjs";
import wordSequences from "@zxcvbn-ts/language-en/dist/wordSequences.json.mjs";

/**
 * How hard a new password is to guess, by zxcvbn's estimate (docs/decisions/0027-password-strength.md). This
 * module carries the dictionaries (about 450 KB gzip): the server imports it, the web app loads it only when
 * a new-password field is used. Everything else about passwords (the spec's minimum lengths) stays in the
 * zod schemas.
 */

/**
 * The lowest zxcvbn score a new password must reach: 3, "safely unguessable", at least 10^8 guesses, which
 * is what a stolen database of argon2id hashes asks of an attacker.
 */
export const MIN_PASSWORD_SCORE = 3;

/** The account the password is for: its own details are the first things a guesser tries. */
export interface PasswordOwner {
  fullName?: string | null | undefined;
  email?: string | null | undefined;
  phoneNumber?: string | null | undefined;
}

export interface PasswordVerdict {
  strong: boolean;
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: 0 | 1 | 2 | 3 | 4;
  /** Why it is weak and what would make it stronger, in English sentences; empty when there is nothing to say. */
  hints: string[];
  /** The refusal the forms and the API show when it is not strong. */
  message: string;
}

export const WEAK_PASSWORD_MESSAGE = "This password is too easy to guess.";

/** Words of this product and its campus, which a guesser of a CampusGo password tries early. */
const PRODUCT_WORDS = [
  // The demo accounts' published password, whole: it must never protect a real account.
  "campusgo-demo",
  "campusgo",
  "campus",
  "unn",
  "nsukka",
  "enugu",
  "keke",
  "okada",
  "shuttle",
  "ride",
  "rider",
  "driver",
  "odenigwe",
  "hilltop",
  "odim",
  "demo",
];

/**
 * The common list (passwords of public breaches, diceware words) and English common words, first names and
 * word sequences. English surnames and Wikipedia words are left out: together about 380 KB gzip more for a
 * phone to load, for words that rarely make a Nigerian student's password.
 */
const zxcvbn = new ZxcvbnFactory({
  translations: {
    ...translations,
    warnings: {
      ...translations.warnings,
      userInputs: "Avoid your name, e-mail, phone number and words of CampusGo or the campus.",
    },
  },
  graphs: adjacencyGraphs,
  dictionary: {
    ...commonDictionary,
    "commonWords-en": commonWords,
    "firstnames-en": firstnames,
    ...wordSequences,
  },
});

/** The owner's details as zxcvbn's user inputs: whole, and in the pieces a person builds a password from. */
export function ownerInputs(owner: PasswordOwner): string[] {
  const inputs: string[] = [];
  const add = (value: string | null | undefined) => {
    const text = value?.trim().toLowerCase();
    if (text && text.length >= 2) inputs.push(text);
  };
  const words = (owner.fullName ?? "").trim().split(/\s+/);
  // The whole name as people write it in a password: zxcvbn does not always see a separator between words.
  for (const separator of ["", " ", "-", ".", "_"]) add(words.join(separator));
  for (const word of words) add(word);
  const email = owner.email ?? "";
  const [local = "", domain = ""] = email.split("@");
  add(email);
  add(local);
  for (const piece of local.split(/[._+-]+/)) add(piece);
  add(domain.split(".")[0]);
  add(owner.phoneNumber);
  return [...new Set(inputs)];
}

/** zxcvbn's verdict on a new password, with the owner's details and the product's words as known guesses. */
export function judgePassword(password: string, owner: PasswordOwner = {}): PasswordVerdict {
  const result = zxcvbn.check(password, [...ownerInputs(owner), ...PRODUCT_WORDS]);
  const strong = result.score >= MIN_PASSWORD_SCORE;
  const hints = [result.feedback.warning, ...result.feedback.suggestions].filter((hint): hint is string =>
    Boolean(hint),
  );
  // A weak password without zxcvbn's advice still gets some.
  if (!strong && hints.length === 0) hints.push(translations.suggestions.anotherWord);
  return {
    strong,
    score: result.score,
    hints,
    message: strong ? "" : [WEAK_PASSWORD_MESSAGE, ...hints].join(" "),
  };
}
