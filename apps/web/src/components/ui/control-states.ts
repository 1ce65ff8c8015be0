/** The hover, focus and invalid looks every bordered form control shares, for `cn`. */
export const controlStates = [
  'hover:border-slate-400',
  'focus:border-brand-500 focus:ring-2 focus:ring-brand-500/30 focus:outline-none',
  'aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/30',
] as const;
