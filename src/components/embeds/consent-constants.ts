/** The consent cookie lasts 182 days (about six months), as the issue and the Belgian DPA advise. */
export const CONSENT_DAYS = 182;

/** The name of that cookie: the only one the site sets without consent (named in the privacy policy). */
export const CONSENT_COOKIE = 'cc_cookie';
