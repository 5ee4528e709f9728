// Where the fiat pages live, shared by their routes and links.
export const FIAT_LIST_PATH = '/fiats/view';
export const fiatDetailsPath = (id: string): string => `${FIAT_LIST_PATH}/${encodeURIComponent(id)}`;
