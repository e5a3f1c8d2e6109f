/** What a rider is told about rating a trip. Apart from the rating's rules (./ratings.ts), so the rating card
 * of the first screen does not bring the rules' library with it. */
export const RATING_MESSAGES = {
  chooseStars: "Please choose from 1 to 5 stars",
  commentTooLong: "Please keep your comment under 300 characters",
  notCompleted: "You can rate a trip once it is completed",
  alreadyRated: "You have already rated this trip",
  thanks: "Thanks for rating your trip",
} as const;
