import { initials } from "@campusgo/domain/user";

interface AvatarProps {
  fullName: string;
  src: string | null;
  /** Tailwind size and text classes. */
  className?: string;
}

/** The profile picture, or the initials of the full name on a green disc. */
export function Avatar({ fullName, src, className = "size-10 text-sm" }: AvatarProps) {
  if (src) {
    return <img src={src} alt="" className={`${className} shrink-0 rounded-full object-cover`} />;
  }
  return (
    <span
      aria-hidden="true"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-brand-700 font-bold text-white`}
    >
      {initials(fullName) || "?"}
    </span>
  );
}
