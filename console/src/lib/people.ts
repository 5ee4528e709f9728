// How a person with an account is named on screen: first and last name, or the email when neither is given.
export interface NamedPerson {
  firstName: string;
  lastName: string;
  email: string;
}

export const displayName = (person: NamedPerson): string =>
  `${person.firstName} ${person.lastName}`.trim() || person.email;
