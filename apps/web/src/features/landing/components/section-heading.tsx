import type { ReactNode } from "react";

/** A section's eyebrow, title and lead paragraph. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = "center",
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  children?: ReactNode;
  align?: "center" | "start";
}) {
  return (
    <div className={align === "center" ? "mx-auto max-w-2xl text-center" : "max-w-xl"}>
      <p className="font-bold text-brand-700 text-sm uppercase tracking-[0.14em]">{eyebrow}</p>
      <h2 id={id} className="mt-3 font-display font-extrabold text-3xl text-ink tracking-tight sm:text-4xl">
        {title}
      </h2>
      {children ? <p className="mt-4 text-ink-muted text-lg leading-relaxed">{children}</p> : null}
    </div>
  );
}
