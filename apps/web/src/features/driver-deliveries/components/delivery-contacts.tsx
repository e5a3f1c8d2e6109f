import { formatRating } from "@campusgo/domain";
import type { DeliveryView } from "../api/types.ts";

/**
 * Who the parcel comes from and goes to: the sender (name, rating) and the recipient by name, each with a call
 * button while the view gives their number (the driver has them while the delivery is theirs).
 */
export function DeliveryContacts({ delivery }: { delivery: DeliveryView }) {
  const { sender, recipient } = delivery;
  return (
    <ul className="mt-3 divide-y divide-line overflow-hidden rounded-2xl bg-surface">
      {sender ? (
        <Contact
          who="Sender"
          name={sender.fullName}
          detail={`★ ${formatRating(sender.rating, sender.ratingCount, "New sender")}`}
          phone={sender.phoneNumber}
          call="Call sender"
        />
      ) : null}
      <Contact
        who="Recipient"
        name={recipient.name}
        detail={null}
        phone={recipient.phoneNumber}
        call="Call recipient"
      />
    </ul>
  );
}

function Contact({
  who,
  name,
  detail,
  phone,
  call,
}: {
  who: string;
  name: string;
  detail: string | null;
  phone: string | null;
  call: string;
}) {
  return (
    <li className="flex items-center justify-between gap-3 px-4 py-3">
      <p className="min-w-0">
        <span className="block text-xs font-semibold text-ink-muted uppercase">{who}</span>
        <span className="block truncate font-semibold text-ink" title={name}>
          {name}
        </span>
        {detail ? <span className="text-sm whitespace-nowrap text-ink-muted">{detail}</span> : null}
      </p>
      {phone ? (
        <a href={`tel:${phone}`} className="btn-outline min-h-10 shrink-0 px-4 py-1.5 whitespace-nowrap">
          {call}
        </a>
      ) : null}
    </li>
  );
}
