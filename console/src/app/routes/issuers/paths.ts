// Where the issuers pages live, shared by their routes and links.
export const ISSUER_LIST_PATH = '/issuers/view';
export const issuerDetailsPath = (id: string): string => `${ISSUER_LIST_PATH}/${encodeURIComponent(id)}`;
