import { eq } from "drizzle-orm";
import { driverProfiles, kycFiles } from "../../db/schema/index.ts";
import { registerUserEraser, type UserEraser } from "../users/account-deletion.ts";
import { registerUserFileSource, type UserFileSource } from "../users/files.ts";

/** The KYC images of a user, so deleting the account deletes them from disk. */
const kycFileSource: UserFileSource = async (db, userId) => {
  const rows = await db.select({ key: kycFiles.key }).from(kycFiles).where(eq(kycFiles.userId, userId));
  return rows.map((r) => r.key);
};

/** Inside the deletion transaction: the image rows go and the personal verification data is blanked. */
const kycEraser: UserEraser = async (tx, userId) => {
  await tx.delete(kycFiles).where(eq(kycFiles.userId, userId));
  await tx
    .update(driverProfiles)
    .set({
      meansOfIdentification: null,
      documentId: null,
      dateOfBirth: null,
      plateNumber: null,
      bankName: null,
      bankAccountNumber: null,
      bankAccountHolderName: null,
      earlierMeansOfIdentification: null,
      earlierDocumentId: null,
      address: null,
      rejectionReason: null,
      updatedAt: new Date(),
    })
    .where(eq(driverProfiles.userId, userId));
};

/** Hooks KYC data into account deletion (idempotent). */
export function eraseKycDataOnAccountDeletion(): void {
  registerUserFileSource(kycFileSource);
  registerUserEraser(kycEraser);
}
