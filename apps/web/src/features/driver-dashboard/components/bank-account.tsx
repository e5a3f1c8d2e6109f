/** "GTBank ••••6789", read out as "GTBank account ending 6789". */
export function BankAccount({ bankName, accountEnd }: { bankName: string; accountEnd: string }) {
  return (
    <span className="whitespace-nowrap">
      {bankName} <span aria-hidden="true">••••</span>
      <span className="sr-only">account ending </span>
      {accountEnd.slice(-4)}
    </span>
  );
}
