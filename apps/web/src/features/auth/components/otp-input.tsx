import { LIMITS } from "@campusgo/domain/constants";
import { type ClipboardEvent, type KeyboardEvent, useRef } from "react";

interface OtpInputProps {
  /** One entry per box: a digit or "". */
  value: string[];
  onChange: (value: string[]) => void;
  /** The id of the message that describes the boxes (an error). */
  describedBy?: string | undefined;
  invalid?: boolean;
}

/**
 * Five single-digit boxes (SPEC 2.7): digits only; typing moves focus forward, Backspace on an empty box
 * moves back, pasting a code fills every box.
 */
export function OtpInput({ value, onChange, describedBy, invalid }: OtpInputProps) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => {
    const box = boxes.current[Math.max(0, Math.min(LIMITS.otpLength - 1, index))];
    box?.focus();
    box?.select();
  };

  const fill = (index: number, digits: string) => {
    const next = [...value];
    let at = index;
    for (const digit of digits) {
      if (at >= LIMITS.otpLength) break;
      next[at] = digit;
      at += 1;
    }
    onChange(next);
    focus(at);
  };

  const onInput = (index: number, raw: string) => {
    const digits = raw.replace(/\D/g, "");
    if (!digits) {
      // A non-digit was typed, or the box was cleared.
      if (raw === "") {
        const next = [...value];
        next[index] = "";
        onChange(next);
      }
      return;
    }
    // Typing over a filled box keeps only the new digit; several digits (autofill) spread forward.
    fill(index, digits.length > 1 && value[index] ? digits.slice(-1) : digits);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Backspace" && !value[index] && index > 0) {
      event.preventDefault();
      const next = [...value];
      next[index - 1] = "";
      onChange(next);
      focus(index - 1);
    } else if (event.key === "ArrowLeft") {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === "ArrowRight") {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (index: number, event: ClipboardEvent<HTMLInputElement>) => {
    const digits = event.clipboardData.getData("text").replace(/\D/g, "");
    if (!digits) return;
    event.preventDefault();
    fill(digits.length >= LIMITS.otpLength ? 0 : index, digits);
  };

  return (
    <fieldset className="flex justify-center gap-2 sm:gap-3" aria-describedby={describedBy}>
      <legend className="sr-only">One-time code</legend>
      {Array.from({ length: LIMITS.otpLength }, (_, index) => (
        <input
          // The boxes never reorder.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed positions
          key={index}
          ref={(el) => {
            boxes.current[index] = el;
          }}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? "one-time-code" : "off"}
          maxLength={index === 0 ? LIMITS.otpLength : 1}
          aria-label={`Digit ${index + 1} of ${LIMITS.otpLength}`}
          aria-invalid={invalid ? true : undefined}
          value={value[index] ?? ""}
          onChange={(e) => onInput(index, e.target.value)}
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={(e) => onPaste(index, e)}
          onFocus={(e) => e.target.select()}
          className={`size-13 rounded-2xl border-2 bg-white text-center font-display text-2xl font-bold text-ink tabular-nums focus:border-brand-600 focus:ring-4 focus:ring-brand-600/15 focus:outline-none sm:size-14 ${
            invalid ? "border-danger" : value[index] ? "border-brand-300" : "border-line"
          }`}
        />
      ))}
    </fieldset>
  );
}
