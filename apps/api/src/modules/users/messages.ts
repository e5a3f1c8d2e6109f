export const USER_MESSAGES = {
  profileUpdated: "Profile updated",
  emailChangePending: (email: string) =>
    `Profile updated. We sent a link to ${email}. Your email changes once you confirm it there`,
  passwordChanged: "Password changed",
  wrongCurrentPassword: "Your current password is incorrect",
  avatarUpdated: "Profile picture updated",
  chooseAvatar: "Please choose a picture to upload",
  noAvatar: "No profile picture",
  accountDeleted: "Your account has been deleted",
  wrongPassword: "Your password is incorrect",
  enterPassword: "Please enter your password",
  typeDelete: 'Please type "DELETE" to confirm',
} as const;
