import { Fragment } from "react";

/**
 * An e-mail address that wraps where a reader expects it to on a narrow screen: after the "@" and before each
 * dot, never in the middle of a name (only a part too long for the whole line is broken).
 */
export function EmailAddress({ email, className = "" }: { email: string; className?: string }) {
  const pieces = email.split(/(?=\.)|(?<=@)/);
  return (
    <span className={`break-words ${className}`}>
      {pieces.map((piece, index) => (
        // The pieces of one address never move: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {piece}
        </Fragment>
      ))}
    </span>
  );
}
