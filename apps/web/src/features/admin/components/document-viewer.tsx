import { useState } from "react";
import { ChevronLeftIcon, ChevronRightIcon, ZoomIcon } from "../../../components/app-icons.tsx";
import { Modal } from "../../../components/modal.tsx";

export interface ViewerImage {
  id: string;
  url: string;
  /** What the image shows, e.g. "Document photo 1". */
  label: string;
}

/**
 * Thumbnails that open a large view. The large view moves with the arrow keys and its buttons, closes with
 * Escape, and gives focus back to the thumbnail that opened it.
 */
export function DocumentViewer({ images, emptyText }: { images: ViewerImage[]; emptyText: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (images.length === 0) return <p className="text-sm text-ink-muted italic">{emptyText}</p>;
  const current = open === null ? null : images[open];
  const step = (delta: number) =>
    setOpen((i) => (i === null ? i : (i + delta + images.length) % images.length));

  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, i) => (
          <li key={image.id}>
            <button
              type="button"
              onClick={() => setOpen(i)}
              aria-label={`Enlarge ${image.label.toLowerCase()}`}
              className="group relative block aspect-[4/3] w-full overflow-hidden rounded-xl border border-line bg-surface"
            >
              <img
                src={image.url}
                alt={image.label}
                className="size-full object-cover transition group-hover:scale-105"
              />
              <span className="absolute right-2 bottom-2 inline-flex size-8 items-center justify-center rounded-full bg-white/90 text-ink shadow">
                <ZoomIcon className="size-4" />
              </span>
            </button>
          </li>
        ))}
      </ul>
      <Modal
        layout="panel"
        open={current !== null && current !== undefined}
        title={current?.label ?? ""}
        size="xl"
        onClose={() => setOpen(null)}
        onKeyDown={(e) => {
          if (e.key === "ArrowRight") step(1);
          if (e.key === "ArrowLeft") step(-1);
        }}
      >
        {current && (
          <div className="space-y-4">
            <div className="flex items-center justify-center rounded-xl bg-ink/5">
              <img
                src={current.url}
                alt={current.label}
                className="max-h-[70dvh] w-auto max-w-full object-contain"
              />
            </div>
            {images.length > 1 && (
              <div className="flex items-center justify-between gap-3">
                <button type="button" className="btn-outline border-line text-ink" onClick={() => step(-1)}>
                  <ChevronLeftIcon className="size-4" />
                  Previous
                </button>
                <p className="text-sm text-ink-muted" aria-live="polite">
                  {(open ?? 0) + 1} of {images.length}
                </p>
                <button type="button" className="btn-outline border-line text-ink" onClick={() => step(1)}>
                  Next
                  <ChevronRightIcon className="size-4" />
                </button>
              </div>
            )}
          </div>
        )}
      </Modal>
    </>
  );
}
