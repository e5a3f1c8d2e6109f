import type { ComponentType } from "react";
import { CheckIcon } from "../../../components/app-icons.tsx";

/**
 * One choice of the account-type radio group. The native radio covers the whole card, so a click anywhere,
 * the arrow keys and screen readers all work as they do for any radio button.
 */
export function AccountTypeCard({
  value,
  title,
  description,
  Icon,
  checked,
  onSelect,
}: {
  value: string;
  title: string;
  description: string;
  Icon: ComponentType<{ className?: string }>;
  checked: boolean;
  onSelect: (value: string) => void;
}) {
  const titleId = `account-type-${value}-title`;
  const descriptionId = `account-type-${value}-description`;
  return (
    <div
      className={`relative flex items-start gap-4 rounded-2xl border-2 p-4 transition sm:items-center sm:p-5 ${
        checked
          ? "border-brand-700 bg-brand-50 shadow-brand-900/10 shadow-lg"
          : "border-line bg-white hover:border-brand-300 hover:bg-surface"
      }`}
    >
      <input
        type="radio"
        name="accountType"
        value={value}
        checked={checked}
        onChange={() => onSelect(value)}
        aria-labelledby={titleId}
        aria-describedby={descriptionId}
        className="absolute inset-0 z-10 size-full cursor-pointer appearance-none rounded-2xl"
      />
      <span
        className={`inline-flex size-12 shrink-0 items-center justify-center rounded-xl transition sm:size-14 ${
          checked ? "bg-brand-700 text-keke-300" : "bg-brand-50 text-brand-700"
        }`}
      >
        <Icon className="size-7" />
      </span>
      <span className="min-w-0 flex-1 pr-7 sm:pr-9">
        <span id={titleId} className="block font-bold text-[1.0625rem] text-ink leading-snug sm:text-lg">
          {title}
        </span>
        <span id={descriptionId} className="mt-1 block text-ink-muted text-sm leading-relaxed">
          {description}
        </span>
      </span>
      <span
        aria-hidden="true"
        className={`absolute top-4 right-4 inline-flex size-6 items-center justify-center rounded-full border-2 transition sm:top-1/2 sm:right-5 sm:-translate-y-1/2 ${
          checked ? "border-brand-700 bg-brand-700 text-white" : "border-line bg-white text-transparent"
        }`}
      >
        <CheckIcon className="size-4" />
      </span>
    </div>
  );
}
