import { formatBoardingQr } from "@campusgo/domain";
import { useEffect, useState } from "react";

/**
 * The seat and its boarding code as a QR code the driver's camera reads (`campusgo:seat:<seatId>:<code>`, so the
 * scan boards this very seat): drawn as SVG by `qrcode`, loaded only when a seat is shown so no other page carries
 * it. A square placeholder holds its place meanwhile; if it cannot be drawn, the digits beside it are enough.
 */
export function SeatQr({ seatId, code }: { seatId: string; code: string }) {
  const [src, setSrc] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let current = true;
    setSrc(null);
    setFailed(false);
    import("qrcode")
      .then((qr) =>
        qr.toString(formatBoardingQr({ seatId, code }), {
          type: "svg",
          margin: 1,
          errorCorrectionLevel: "M",
        }),
      )
      .then((svg) => {
        if (current) setSrc(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      })
      .catch(() => {
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [seatId, code]);

  if (failed) return null;
  return (
    <div className="size-32 shrink-0 rounded-xl bg-white p-1.5 shadow-sm ring-1 ring-line sm:size-36">
      {src ? (
        <img src={src} alt="QR code of your boarding code" className="size-full" data-testid="seat-qr" />
      ) : (
        <span aria-hidden="true" className="block size-full animate-pulse rounded-lg bg-line" />
      )}
    </div>
  );
}
