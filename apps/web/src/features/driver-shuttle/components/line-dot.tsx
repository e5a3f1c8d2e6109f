/** A line's colour, as a dot ringed so that a pale colour still shows on white. */
export function LineDot({ colour, className = "" }: { colour: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={`size-4 shrink-0 rounded-full shadow-[0_0_0_2px_white,0_0_0_3px_rgba(15,31,26,0.15)] ${className}`}
      style={{ backgroundColor: colour }}
    />
  );
}
