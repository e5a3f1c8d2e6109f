/** The words shared with the link (Web Share API, or a copy): who it is for and what it shows. */
export const shareText = (recipientName: string) => `Track the package for ${recipientName} on CampusGo:`;
