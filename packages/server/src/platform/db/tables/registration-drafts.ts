/** A saved registration (migrations/0005_signup.ts); only modules/signup reads or writes it. */
export interface RegistrationDraftsTable {
  token_hash: string;
  brand_id: number;
  /** The validated sign-up fields as JSON, without the password or the social token. */
  payload: string;
  created_at: number;
  expires_at: number;
}
