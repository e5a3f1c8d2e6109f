/** "+2348031234567" as people read it: "0803 123 4567". */
export function localPhone(e164: string): string {
  const national = e164.startsWith("+234") ? `0${e164.slice(4)}` : e164;
  return national.length === 11
    ? `${national.slice(0, 4)} ${national.slice(4, 7)} ${national.slice(7)}`
    : national;
}
