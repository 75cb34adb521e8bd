/** The consent cookie lasts 182 days (about six months), as the issue and the Belgian DPA advise. */
export const CONSENT_DAYS = 182;
