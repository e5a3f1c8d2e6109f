import { initials } from "@campusgo/domain/user";
import { useState } from "react";

/** A person's photo, or their initials when there is none (or it cannot load). */
export function Avatar({
  name,
  src,
  className = "size-12",
}: {
  name: string;
  src: string | null | undefined;
  className?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={name}
        loading="lazy"
        onError={() => setFailed(true)}
        className={`${className} shrink-0 rounded-full bg-surface object-cover`}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-800`}
    >
      {initials(name)}
    </span>
  );
}
