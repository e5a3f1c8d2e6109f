import { initials } from "@campusgo/domain/user";
import { useState } from "react";
import { pictureAt } from "../lib/picture-url.ts";

interface AvatarProps {
  name: string;
  src: string | null | undefined;
  /** Tailwind size and text classes. */
  className?: string;
  /**
   * "named" (default): the picture stands for the person and is named after them (a driver on an offer);
   * "decorative": the name is written next to it, so the picture is hidden from screen readers.
   */
  variant?: "named" | "decorative";
}

/** A person's photo, or their initials on a disc when there is none (or it cannot load). */
export function Avatar({ name, src, className = "size-12", variant = "named" }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const named = variant === "named";
  if (src && !failed) {
    return (
      <img
        src={pictureAt(src, 160)}
        alt={named ? name : ""}
        loading="lazy"
        onError={() => setFailed(true)}
        className={`${className} shrink-0 rounded-full bg-surface object-cover`}
      />
    );
  }
  return (
    <span
      {...(named ? { role: "img", "aria-label": name } : { "aria-hidden": true })}
      className={`${className} flex shrink-0 items-center justify-center rounded-full font-bold ${
        named ? "bg-brand-100 text-brand-800" : "bg-brand-700 text-white"
      }`}
    >
      {initials(name) || "?"}
    </span>
  );
}
