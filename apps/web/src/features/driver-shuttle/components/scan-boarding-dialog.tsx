import { type ManifestSeat, parseBoardingQr } from "@campusgo/domain";
import { type ChangeEvent, useEffect, useLayoutEffect, useRef, useState } from "react";
import toast from "react-hot-toast";
import { AlertCircleIcon, CameraIcon } from "../../../components/app-icons.tsx";
import { Modal } from "../../../components/modal.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { ApiError, errorMessage } from "../../../lib/api-client.ts";
import { useBoardSeat } from "../api/board-seat.ts";
import { decodePhoto, decodeVideoFrame, loadQrDecoder, type QrDecoder } from "../lib/scan-qr.ts";
import { cameraErrorWords, refusalWords, retryAfterMs, SCAN_WORDS } from "../lib/scan-words.ts";

/** A camera frame is looked at this often: quick enough for a code held up, light on a phone's battery. */
const SCAN_EVERY_MS = 200;

type Tone = "info" | "busy" | "error";
interface Status {
  tone: Tone;
  text: string;
}

/**
 * "Scan boarding code": the phone's back camera, looking for the QR code on a rider's phone. A CampusGo seat's code
 * boards that seat the way a typed code does (the server checks it); the dialog closes and says who boarded. A
 * refusal (another bus, not at the stop yet, already boarded, a wrong code) shows in plain words and scanning goes
 * on; the same code is not sent again at once, and never again when it cannot become right. Without a camera, or
 * with its permission refused, it says so and offers typing the code; "Take a photo of the code" reads a still
 * photo for phones where live video fails. The camera stops when the dialog closes.
 */
export function ScanBoardingDialog({
  open,
  runId,
  seats,
  onClose,
  onTypeInstead,
}: {
  open: boolean;
  runId: string;
  /** The run's riders, for their names. */
  seats: ManifestSeat[];
  onClose: () => void;
  /** Closes the scanner for the Board buttons beside the riders. */
  onTypeInstead: () => void;
}) {
  return (
    <Modal open={open} title="Scan boarding code" onClose={onClose} layout="panel">
      <Scanner runId={runId} seats={seats} onBoarded={onClose} onTypeInstead={onTypeInstead} />
    </Modal>
  );
}

/** The camera and what it found; mounted only while the dialog is open, so closing it stops the camera. */
function Scanner({
  runId,
  seats,
  onBoarded,
  onTypeInstead,
}: {
  runId: string;
  seats: ManifestSeat[];
  onBoarded: () => void;
  onTypeInstead: () => void;
}) {
  const board = useBoardSeat();
  const video = useRef<HTMLVideoElement>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const [camera, setCamera] = useState<"starting" | "on" | "failed">("starting");
  /** Why the camera is off, kept in view while photos are read. */
  const [cameraError, setCameraError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>({ tone: "busy", text: SCAN_WORDS.starting });
  const [readingPhoto, setReadingPhoto] = useState(false);
  /** A seat being boarded: frames are not read meanwhile. */
  const busy = useRef(false);
  /** Codes refused, each with when it may be sent again (Infinity: not while the scanner stays open). */
  const refused = useRef(new Map<string, number>());

  const say = (tone: Tone, text: string) =>
    setStatus((now) => (now.tone === tone && now.text === text ? now : { tone, text }));

  // What was read, from the camera or a photo. The camera's loop calls the latest render's, which knows today's
  // riders.
  const found = useRef<(text: string, fromPhoto: boolean) => void>(() => undefined);
  const handleFound = (text: string, fromPhoto: boolean) => {
    if (busy.current) return;
    // A photo is taken on purpose: it is always tried. A frame repeats the code it just saw many times a second.
    const until = refused.current.get(text);
    if (!fromPhoto && until !== undefined && Date.now() < until) return;
    const qr = parseBoardingQr(text);
    if (!qr) {
      say("error", /^\d{6}$/.test(text.trim()) ? SCAN_WORDS.digitsOnly : SCAN_WORDS.notOurs);
      return;
    }
    const seat = seats.find((s) => s.id === qr.seatId);
    if (seat?.status === "boarded") {
      say("error", `${seat.riderFirstName} has already boarded`);
      return;
    }
    busy.current = true;
    say("busy", seat ? `Boarding ${seat.riderFirstName}…` : "Boarding…");
    board.mutate(
      { runId, seatId: qr.seatId, code: qr.code },
      {
        onSuccess: ({ message, data }) => {
          toast.success(`${message}: ${data.riderFirstName}`);
          onBoarded();
        },
        onError: (error) => {
          busy.current = false;
          const status = error instanceof ApiError ? error.status : 0;
          const wait = retryAfterMs(status);
          refused.current.set(text, wait === null ? Number.POSITIVE_INFINITY : Date.now() + wait);
          say("error", refusalWords({ status, message: errorMessage(error) }, seat?.riderFirstName));
        },
      },
    );
  };
  useLayoutEffect(() => {
    found.current = handleFound;
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` starts the camera again ("Try again").
  useEffect(() => {
    const element = video.current;
    if (!element) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const canvas = document.createElement("canvas");
    const fail = (text: string) => {
      if (stopped) return;
      setCamera("failed");
      setCameraError(text);
      say("info", "");
    };
    const scan = (decode: QrDecoder) => {
      timer = setTimeout(() => {
        if (stopped) return;
        if (!busy.current) {
          const text = decodeVideoFrame(decode, element, canvas);
          if (text) found.current(text, false);
        }
        scan(decode);
      }, SCAN_EVERY_MS);
    };

    setCamera("starting");
    setCameraError(null);
    say("busy", SCAN_WORDS.starting);
    void (async () => {
      let decode: QrDecoder;
      try {
        decode = await loadQrDecoder();
      } catch {
        fail(SCAN_WORDS.decoderFailed);
        return;
      }
      if (!navigator.mediaDevices?.getUserMedia) {
        fail(cameraErrorWords(new DOMException("", "NoCameraSupport")));
        return;
      }
      try {
        stream = await navigator.mediaDevices.getUserMedia({
          audio: false,
          video: { facingMode: { ideal: "environment" }, width: { ideal: 1280 }, height: { ideal: 720 } },
        });
      } catch (error) {
        fail(cameraErrorWords(error));
        return;
      }
      // Closed while the camera was starting: it stops at once.
      if (stopped) {
        for (const track of stream.getTracks()) track.stop();
        return;
      }
      element.srcObject = stream;
      try {
        await element.play();
      } catch {
        // Autoplay of a muted inline video is allowed; a refusal here still leaves frames to read once it plays.
      }
      if (stopped) return;
      setCamera("on");
      say("info", SCAN_WORDS.looking);
      scan(decode);
    })();

    return () => {
      stopped = true;
      clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
      element.srcObject = null;
    };
  }, [attempt]);

  const readPhoto = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file || busy.current) return;
    setReadingPhoto(true);
    say("busy", SCAN_WORDS.readingPhoto);
    try {
      let decode: QrDecoder;
      try {
        decode = await loadQrDecoder();
      } catch {
        say("error", SCAN_WORDS.decoderFailed);
        return;
      }
      let text: string | null;
      try {
        text = await decodePhoto(decode, file);
      } catch {
        say("error", SCAN_WORDS.photoUnreadable);
        return;
      }
      if (text) handleFound(text, true);
      else say("error", SCAN_WORDS.noCodeInPhoto);
    } finally {
      setReadingPhoto(false);
    }
  };

  const failed = camera === "failed";
  return (
    <div className="flex flex-col gap-3">
      <div
        className={`relative aspect-[4/3] w-full overflow-hidden rounded-2xl bg-ink ${failed ? "hidden" : ""}`}
      >
        <video
          ref={video}
          className="absolute inset-0 size-full object-cover"
          muted
          playsInline
          autoPlay
          aria-label="Camera view"
          data-testid="scan-video"
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-x-[17%] inset-y-[10%] rounded-2xl border-4 border-white/85 shadow-[0_0_0_999px_rgba(0,0,0,0.25)]"
        />
        {camera === "starting" ? (
          <span aria-hidden="true" className="absolute inset-0 flex items-center justify-center text-white">
            <Spinner className="size-8" />
          </span>
        ) : null}
      </div>

      {cameraError ? (
        <div
          className="flex items-start gap-3 rounded-2xl border border-danger/30 bg-red-50 p-3"
          role="alert"
        >
          <CameraIcon className="mt-0.5 size-5 shrink-0 text-danger" />
          <p className="text-sm text-ink">
            <span className="block font-semibold text-danger">The camera is off</span>
            {cameraError}
          </p>
        </div>
      ) : null}

      <p
        role="status"
        aria-live="polite"
        className={
          status.text
            ? `flex min-h-11 items-start gap-2 rounded-xl px-3 py-2 text-sm ${
                status.tone === "error" ? "bg-red-50 font-semibold text-danger" : "bg-surface text-ink"
              }`
            : "sr-only"
        }
        data-testid="scan-status"
      >
        {status.tone === "error" ? <AlertCircleIcon className="mt-0.5 size-4 shrink-0" /> : null}
        {status.tone === "busy" ? <Spinner className="mt-0.5 size-4 shrink-0" /> : null}
        <span className="min-w-0 break-words">{status.text}</span>
      </p>

      {failed ? (
        <button type="button" className="btn-primary w-full" onClick={onTypeInstead}>
          Type the code instead
        </button>
      ) : null}
      <input
        ref={photoInput}
        type="file"
        accept="image/*"
        capture="environment"
        className="hidden"
        data-testid="scan-photo-input"
        onChange={readPhoto}
      />
      <button
        type="button"
        className="btn-outline w-full"
        disabled={readingPhoto || board.isPending}
        onClick={() => photoInput.current?.click()}
      >
        <CameraIcon className="size-5" />
        Take a photo of the code
      </button>
      {failed ? (
        <button
          type="button"
          className="min-h-11 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
          onClick={() => setAttempt((n) => n + 1)}
        >
          Try the camera again
        </button>
      ) : (
        <button
          type="button"
          className="min-h-11 text-sm font-semibold text-ink-muted underline-offset-2 hover:underline"
          onClick={onTypeInstead}
        >
          Type the code instead
        </button>
      )}
    </div>
  );
}
