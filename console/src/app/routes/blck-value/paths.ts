// Where the token value pages live, shared by their routes and links.
export const BLCK_VALUE_LIST_PATH = '/blckvalue/view';
export const blckValueDetailsPath = (id: string): string => `${BLCK_VALUE_LIST_PATH}/${encodeURIComponent(id)}`;
