/** Where the signed-in user is kept in localStorage (SPEC 3); read without React by the landing page's script. */
export const CURRENT_USER_KEY = "current_user";
