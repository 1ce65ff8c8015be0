/** "Ana María Pérez" → first "Ana", last "María Pérez"; one word leaves the last name empty. */
export function splitFullname(fullname: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = fullname.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}
