import type { PasswordOwner, PasswordVerdict } from "@campusgo/domain/password-strength";
import { useDeferredValue, useEffect, useState } from "react";
import { loadPasswordJudge } from "../../lib/form/password-judge.ts";
import { PasswordField } from "./password-field.tsx";
import type { TextFieldProps } from "./text-field.tsx";

type PasswordJudge = Awaited<ReturnType<typeof loadPasswordJudge>>;

interface NewPasswordFieldProps extends Omit<TextFieldProps, "type" | "trailing" | "hint"> {
  /** The field's current value (the form's watch). */
  password: string;
  /** The account's details as known so far: a password made of them is easy to guess. */
  owner: PasswordOwner;
}

/**
 * A field for a new password that says, as it is typed, whether it is hard enough to guess and what would
 * make it harder (docs/decisions/0027-password-strength.md). The estimator loads when the field is first
 * focused or has a value, never with the page.
 */
export function NewPasswordField({ password, owner, onFocus, ...props }: NewPasswordFieldProps) {
  const [judge, setJudge] = useState<PasswordJudge | null>(null);
  const [wanted, setWanted] = useState(false);
  const typed = useDeferredValue(password);
  const used = wanted || password !== "";

  useEffect(() => {
    if (!used || judge) return;
    let current = true;
    void loadPasswordJudge().then((loaded) => {
      if (current) setJudge(() => loaded);
    });
    return () => {
      current = false;
    };
  }, [used, judge]);

  const verdict = judge && typed ? judge.judgePassword(typed, owner) : null;
  return (
    <PasswordField
      {...props}
      onFocus={(event) => {
        setWanted(true);
        onFocus?.(event);
      }}
      // The message under the field says it all while there is one.
      hint={verdict && !props.error ? <StrengthHint verdict={verdict} /> : undefined}
    />
  );
}

function StrengthHint({ verdict }: { verdict: PasswordVerdict }) {
  if (verdict.strong) {
    return <span className="font-semibold text-brand-700">Hard to guess. Good choice.</span>;
  }
  return (
    <span className="text-ink">
      <span className="font-semibold">Too easy to guess.</span> {verdict.hints.join(" ")}
    </span>
  );
}
