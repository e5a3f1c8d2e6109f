import { plural, RATING_MESSAGES } from "@campusgo/domain";
import { useId, useState } from "react";
import toast from "react-hot-toast";
import { errorMessage } from "../../../lib/api-client.ts";
import { useMyRating, useRateRide } from "../api/rate-ride.ts";
import { StarIcon } from "./ride-icons.tsx";

const STARS = [1, 2, 3, 4, 5] as const;
const WORDS = ["", "Poor", "Fair", "Good", "Very good", "Excellent"] as const;

/** After a trip: 1-5 stars for the other person and an optional comment, once; then the stars given. */
export function RateTrip({ rideId, whom }: { rideId: string; whom: string }) {
  const given = useMyRating(rideId);
  const rate = useRateRide(rideId);
  if (given.isPending) return null;
  return (
    <StarRatingForm
      whom={whom}
      givenStars={given.data?.stars ?? null}
      pending={rate.isPending}
      onRate={(input, done) =>
        rate.mutate(input, {
          onSuccess: (answer) => {
            toast.success(answer.message);
            done(null);
          },
          onError: (e) => done(errorMessage(e)),
        })
      }
    />
  );
}

interface StarRatingFormProps {
  /** Who is rated ("your driver", "Musa"). */
  whom: string;
  /** The stars given already: the form is over, and says so. */
  givenStars: number | null;
  pending: boolean;
  /** Sends the rating; `done` takes the refusal to show under the form, or null once it is saved. */
  onRate: (input: { stars: number; comment: string }, done: (error: string | null) => void) => void;
}

/**
 * 1-5 stars and an optional comment, sent once (by any kind of trip's rating call); then the stars given.
 */
export function StarRatingForm({ whom, givenStars, pending, onRate }: StarRatingFormProps) {
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState("");
  const [error, setError] = useState<string | undefined>();
  const name = useId();

  if (givenStars !== null) {
    return (
      <p className="mt-4 rounded-2xl bg-brand-50 p-3 text-center text-sm font-medium text-brand-800">
        You rated {whom} {givenStars} of 5 stars. Thank you!
      </p>
    );
  }

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (stars === 0) {
      setError(RATING_MESSAGES.chooseStars);
      return;
    }
    setError(undefined);
    onRate({ stars, comment }, (refused) => setError(refused ?? undefined));
  };

  return (
    <form onSubmit={submit} noValidate className="mt-4 rounded-2xl border border-line p-4">
      <fieldset>
        <legend className="font-semibold text-ink">Rate {whom}</legend>
        <div className="mt-2 flex items-center gap-1">
          {STARS.map((n) => (
            <label key={n} className="relative">
              <input
                type="radio"
                name={name}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="peer absolute inset-0 size-full cursor-pointer appearance-none rounded-xl"
                aria-label={plural(n, "star")}
              />
              <span className="pointer-events-none flex size-11 items-center justify-center rounded-xl peer-focus-visible:ring-2 peer-focus-visible:ring-brand-600">
                <StarIcon className={`size-8 ${n <= stars ? "" : "opacity-25 grayscale"}`} />
              </span>
            </label>
          ))}
          <span className="ml-2 text-sm text-ink-muted" aria-live="polite">
            {WORDS[stars]}
          </span>
        </div>
      </fieldset>
      <label className="mt-3 block text-sm font-semibold text-ink">
        Comment (optional)
        <textarea
          value={comment}
          onChange={(e) => setComment(e.target.value)}
          maxLength={300}
          rows={2}
          className="input mt-1.5 min-h-16 resize-none font-normal"
          placeholder="What went well, or what could be better?"
        />
      </label>
      {error ? <p className="field-error">{error}</p> : null}
      <button type="submit" className="btn-primary mt-3 w-full" disabled={pending}>
        Submit rating
      </button>
    </form>
  );
}
