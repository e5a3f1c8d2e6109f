import { CloseIcon } from "../../../components/app-icons.tsx";
import { useObjectUrl } from "./use-object-url.ts";

interface PhotoTileProps {
  /** A stored photo's URL, or a local file to preview. */
  src: string | File;
  alt: string;
  onRemove: () => void;
  round?: boolean;
}

/** One preview in a photo picker, with its remove button. */
export function PhotoTile({ src, alt, onRemove, round = false }: PhotoTileProps) {
  const localUrl = useObjectUrl(typeof src === "string" ? null : src);
  const url = typeof src === "string" ? src : localUrl;
  return (
    <li className="relative">
      <div
        className={`aspect-square overflow-hidden border border-line bg-surface ${round ? "rounded-full" : "rounded-xl"}`}
      >
        {url && <img src={url} alt={alt} className="size-full object-cover" />}
      </div>
      <button
        type="button"
        onClick={onRemove}
        aria-label={`Remove ${alt.toLowerCase()}`}
        className="absolute -top-2 -right-2 inline-flex size-8 items-center justify-center rounded-full bg-white text-danger shadow-md ring-1 ring-line transition hover:bg-red-50"
      >
        <CloseIcon className="size-4" />
      </button>
    </li>
  );
}
