import { MailIcon } from "../../../components/app-icons.tsx";
import { IconBadge } from "../../../components/icon-badge.tsx";
import { Modal } from "../../../components/modal.tsx";

export const SUPPORT_EMAIL = "support@campusgo.ng";

/** Contact us: where to write to the team. */
export function ContactDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Contact us"
      icon={
        <IconBadge tone="brand">
          <MailIcon className="size-7" />
        </IconBadge>
      }
    >
      <p className="text-ink-muted">
        Questions about a ride, a payment or your account? Write to us and a member of the CampusGo team will
        get back to you, usually within a day.
      </p>
      <p className="font-semibold break-all text-ink">{SUPPORT_EMAIL}</p>
      <a href={`mailto:${SUPPORT_EMAIL}?subject=CampusGo%20support`} className="btn-primary w-full">
        Send us an e-mail
      </a>
    </Modal>
  );
}
